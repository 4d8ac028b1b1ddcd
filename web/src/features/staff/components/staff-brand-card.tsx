import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ZAssignStrategist, type TStaffBrand } from '@schemas/staff-brands';
import layout from '@/components/styles/layout.module.css';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { RecordOptions, SelectField } from '@/components/ui/select-field';
import { reportApiError } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useChangeStrategist, type StrategistChange } from '../api/staff-brands';
import styles from './staff.module.css';
import { enumLabel } from '@/lib/format';

type Strategist = { id: string; name: string; email: string; brand_count: number };

/** One brand: plan, seats, owner; its managing strategists with Unassign, and a picker to assign another. */
export const StaffBrandCard = ({ brand, strategists }: { brand: TStaffBrand; strategists: Strategist[] }) => {
  const change = useChangeStrategist();
  const form = useForm({ resolver: zodResolver(ZAssignStrategist), defaultValues: { strategist_id: '' } });
  const { errors } = form.formState;
  const chosen = form.watch('strategist_id');
  const assigned = new Set(brand.strategists.map((s) => s.id));
  const choices = strategists.filter((s) => !assigned.has(s.id));
  const run = (vars: StrategistChange) =>
    change.mutate(vars, {
      onSuccess: (r) => {
        form.reset();
        showSnackbar({ message: r.detail });
      },
      onError: (e) =>
        vars.assign ? reportApiError(e, { setError: form.setError, fields: ['strategist_id'] }) : reportApiError(e),
    });
  const assign = form.handleSubmit(({ strategist_id }) =>
    run({ brandId: brand.id, strategistId: strategist_id, assign: true }),
  );
  const busy = (strategistId: string) =>
    change.isPending && change.variables?.strategistId === strategistId && change.variables.brandId === brand.id;

  return (
    <Card as="article" aria-label={brand.name}>
      <div className={layout.spread}>
        <div>
          <p className={layout.name}>{brand.name}</p>
          <p className={layout.muted}>
            Owner: {brand.owner.name} · {brand.owner.email}
          </p>
        </div>
        <div className={layout.row}>
          <span className={layout.badge}>
            {brand.plan
              ? `${brand.plan.name}${brand.plan.status === 'active' ? '' : ` (${enumLabel(brand.plan.status)})`}`
              : 'No plan'}
          </span>
          <span className={layout.badge}>
            {brand.seats.used} of {brand.seats.total} {brand.seats.total === 1 ? 'seat' : 'seats'}
          </span>
        </div>
      </div>
      <h3 className={styles.subheading}>Managing strategists</h3>
      {brand.strategists.length === 0 ? (
        <p className={layout.muted}>No strategist manages this brand.</p>
      ) : (
        <ul className={layout.listTight} aria-label={`Strategists managing ${brand.name}`}>
          {brand.strategists.map((s) => (
            <li key={s.id} className={layout.spread}>
              <span>
                {s.name} <span className={layout.muted}>· {s.email}</span>
                {s.status !== 'ACTIVE' && (
                  <span className={`${layout.badge} ${layout.badgeWarn}`}> {enumLabel(s.status)}</span>
                )}
              </span>
              <Button
                size="small"
                color="secondary"
                loading={busy(s.id) && change.variables?.assign === false}
                aria-label={`Unassign ${s.name} from ${brand.name}`}
                onClick={() => run({ brandId: brand.id, strategistId: s.id, assign: false })}
              >
                Unassign
              </Button>
            </li>
          ))}
        </ul>
      )}
      {choices.length > 0 && (
        <form className={styles.inlineForm} noValidate onSubmit={(e) => void assign(e)}>
          <SelectField
            label={`Assign a strategist to ${brand.name}`}
            error={errors.strategist_id?.message ?? errors.root?.server?.message}
            {...form.register('strategist_id')}
          >
            <option value="">Choose a strategist…</option>
            <RecordOptions
              records={choices}
              label={(s) => `${s.name} (${s.brand_count} ${s.brand_count === 1 ? 'brand' : 'brands'})`}
            />
          </SelectField>
          <Button htmlType="submit" loading={busy(chosen) && change.variables?.assign === true}>
            Assign
          </Button>
        </form>
      )}
    </Card>
  );
};
