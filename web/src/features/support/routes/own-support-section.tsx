import type { TSupportTopic } from '@schemas/support';
import { OwnSupportCenter } from '../components/own-support-center';

/** Support on the suspended page (account questions only), under its own heading. */
const OwnSupportSection = ({ topics }: { topics?: readonly TSupportTopic[] }) => (
  <section id="support" aria-labelledby="own-support-heading" style={{ display: 'grid', gap: 'var(--space-4)' }}>
    <h2 id="own-support-heading" style={{ margin: 0 }}>
      Support
    </h2>
    <OwnSupportCenter topics={topics} />
  </section>
);

export default OwnSupportSection;
