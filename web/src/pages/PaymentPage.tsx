// Placeholder until the page is built.
export default function PaymentPage() {
  return <div className="p-8">PaymentPage</div>;
}
