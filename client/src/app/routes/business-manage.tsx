import { NotBuilt } from './business-home/not-built';

export default function Route() {
  return (
    <section className="page">
      <NotBuilt title="Business Management" />
    </section>
  );
}
