import { NotBuilt } from './business-home/not-built';

export default function Route() {
  return (
    <section className="page">
      <NotBuilt title="Edit Business" />
    </section>
  );
}
