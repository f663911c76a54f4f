// Placeholder until the page is built.
export default function MemberLoginPage() {
  return <div className="p-8">MemberLoginPage</div>;
}
