// Placeholder until the page is built.
export default function ContactPage() {
  return <div className="p-8">ContactPage</div>;
}
