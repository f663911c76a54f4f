// Placeholder until the page is built.
export default function LoginExamplePage() {
  return <div className="p-8">LoginExamplePage</div>;
}
