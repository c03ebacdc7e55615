// A business tab that a later step of the build delivers says so honestly.
export function NotBuilt({ title }: { title: string }) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <p className="muted">This screen is not built yet.</p>
    </section>
  );
}
