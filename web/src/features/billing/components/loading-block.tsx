import { Skeleton } from '@/components/ui/spinner';

/** A loading placeholder that screen readers announce. */
export const LoadingBlock = ({ label, height = 280 }: { label: string; height?: number }) => (
  <div role="status" aria-busy="true" aria-label={label}>
    <Skeleton height={height} />
  </div>
);
