// Placeholder until the page is built.
export default function HomePage() {
  return <div className="p-8">HomePage</div>;
}
