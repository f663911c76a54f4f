// Placeholder until the page is built.
export default function SubscriptionPage() {
  return <div className="p-8">SubscriptionPage</div>;
}
