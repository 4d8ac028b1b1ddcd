import { Table } from '@/components/ui/table';
import { deliverableName } from '@/lib/format';

type TRate = { id: string; platform: string; deliverable_type: string };

/** A creator's price list as a brand reads it: one row per deliverable and what the creator charges for it. */
export const CreatorRatesTable = <TRow extends TRate>({
  rates,
  rate,
}: {
  rates: TRow[];
  /** The rate as written (the caller knows the currency and how round it is). */
  rate: (row: TRow) => string;
}) => (
  <Table
    rows={rates}
    rowKey={(r) => r.id}
    columns={[
      { header: 'Deliverable', cell: (r) => deliverableName({ platform: r.platform, type: r.deliverable_type }) },
      { header: 'Rate', cell: rate },
    ]}
  />
);
