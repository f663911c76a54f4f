// Placeholder until the page is built.
export default function NotFoundPage() {
  return <div className="p-8">NotFoundPage</div>;
}
