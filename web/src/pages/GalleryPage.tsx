// Placeholder until the page is built.
export default function GalleryPage() {
  return <div className="p-8">GalleryPage</div>;
}
