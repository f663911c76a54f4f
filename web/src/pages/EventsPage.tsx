// Placeholder until the page is built.
export default function EventsPage() {
  return <div className="p-8">EventsPage</div>;
}
