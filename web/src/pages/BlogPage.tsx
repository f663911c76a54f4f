// Placeholder until the page is built.
export default function BlogPage() {
  return <div className="p-8">BlogPage</div>;
}
