// Placeholder: built by the admin registrations/flights/payments work.
export default function RegistrationsTab() {
  return <p className="p-6 text-muted-foreground">Coming in this build.</p>;
}
