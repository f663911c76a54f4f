// Placeholder until the page is built.
export default function MemberDashboardPage() {
  return <div className="p-8">MemberDashboardPage</div>;
}
