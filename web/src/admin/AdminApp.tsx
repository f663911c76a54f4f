// Placeholder until the admin area is built (issue 5).
export default function AdminApp() {
  return <div className="p-8">Admin</div>;
}
