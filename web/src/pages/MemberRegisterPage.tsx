// Placeholder until the page is built.
export default function MemberRegisterPage() {
  return <div className="p-8">MemberRegisterPage</div>;
}
