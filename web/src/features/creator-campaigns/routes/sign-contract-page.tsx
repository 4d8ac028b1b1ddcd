import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ZSignContract, type TContract } from '@schemas/creator-matches';
import { Button } from '@/components/ui/button';
import { AppButtonLink } from '@/components/ui/app-link';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorState } from '@/components/ui/error-state';
import { FormError } from '@/components/ui/form-error';
import { Skeleton } from '@/components/ui/spinner';
import { StickyActionBar } from '@/components/ui/sticky-action-bar';
import { Table } from '@/components/ui/table';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { bindField } from '@/lib/bind-field';
import { reportApiError } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useContract } from '../api/get-contract';
import { useSignContract } from '../api/sign-contract';
import { CampaignScreen, NotYetInCampaign } from '../components/campaign-screen';
import styles from '../components/creator-campaigns.module.css';
import { deliverableTypeLabel, formatDate, formatDateTime, formatMoney, platformLabel } from '@/lib/format';

type SignValues = { signature_name: string; agree: boolean };

const SignForm = ({ contract }: { contract: TContract }) => {
  const sign = useSignContract();
  const form = useForm({
    // The box starts unticked: the schema's `agree: true` is what the form must reach, not what it holds.
    resolver: zodResolver(ZSignContract) as Resolver<SignValues, unknown, z.output<typeof ZSignContract>>,
    defaultValues: { signature_name: '', agree: false },
  });
  const { errors, isSubmitting } = form.formState;
  const field = bindField(form.register, errors);
  const submit = form.handleSubmit(async ({ signature_name }) => {
    try {
      await sign.mutateAsync({ matchId: contract.match_id, signature_name });
      showSnackbar({ variant: 'success', message: 'Contract signed. Your deliverables are ready.' });
    } catch (error) {
      reportApiError(error, { setError: form.setError, fields: ['signature_name', 'agree'] });
    }
  });
  return (
    <form className={styles.stackSm} onSubmit={(e) => void submit(e)} noValidate aria-label="Sign the contract">
      <TextField
        id="signature-name"
        label="Type your full name to sign"
        hint={`As on your account: ${contract.expected_signature}`}
        autoComplete="name"
        {...field('signature_name')}
      />
      <Checkbox label="I have read the contract and agree to its terms." {...field('agree')} />
      <FormError message={errors.root?.server?.message} />
      <div>
        <Button htmlType="submit" loading={isSubmitting}>
          Sign contract
        </Button>
      </div>
      <p className={styles.muted}>
        We record your typed name, the time and your IP address with a copy of these terms.
      </p>
    </form>
  );
};

const ContractDocument = ({ contract }: { contract: TContract }) => (
  <div className={styles.stack}>
    <Card
      title={`Agreement: ${contract.terms.campaign_title}`}
      description={contract.status === 'signed' ? 'Signed' : 'Awaiting your signature'}
    >
      <div className={styles.contract}>
        {contract.sections.map((s) => (
          <section key={s.title}>
            <h3>{s.title}</h3>
            <p>{s.body}</p>
          </section>
        ))}
      </div>
    </Card>
    <Card
      title="Schedule and pay"
      description={contract.status === 'signed' ? 'Due dates from the day you signed.' : 'Due dates if you sign today.'}
    >
      <Table
        columns={[
          {
            header: 'Deliverable',
            rowHeader: true,
            cell: (s) => `${s.quantity} × ${platformLabel(s.platform)} ${deliverableTypeLabel(s.type)}`,
          },
          { header: 'Due', cell: (s) => formatDate(s.due_date) },
          { header: 'Pay', cell: (s) => formatMoney(s.rate_cents, contract.terms.currency) },
        ]}
        rows={contract.schedule}
        rowKey={(_, index) => String(index)}
        classes={{ wrap: styles.tableWrap, table: styles.table }}
        footer={
          <tr>
            <th scope="row">Total</th>
            <td />
            <td>
              <strong>{formatMoney(contract.terms.rate_cents, contract.terms.currency)}</strong>
            </td>
          </tr>
        }
      />
    </Card>
    <Card title="Signature">
      {contract.signature ? (
        <div className={styles.signature}>
          <span className={styles.signatureName}>{contract.signature.name}</span>
          <span className={styles.muted}>
            Signed {formatDateTime(contract.signature.signed_at)}
            {contract.signature.ip ? ` from ${contract.signature.ip}` : ''}
          </span>
        </div>
      ) : (
        <SignForm contract={contract} />
      )}
    </Card>
    {!contract.signature && <GoToSignature />}
  </div>
);

/** On phones the signature sits below the whole contract: a bar at the bottom of the screen keeps it one tap away. */
const GoToSignature = () => (
  <StickyActionBar label="Signature" phoneOnly>
    <Button
      fullWidth
      onClick={() => {
        const field = document.getElementById('signature-name');
        field?.scrollIntoView({ block: 'center', behavior: 'smooth' });
        field?.focus({ preventScroll: true });
      }}
    >
      Go to signature
    </Button>
  </StickyActionBar>
);

const ContractLoader = ({ matchId, campaignId }: { matchId: string; campaignId: string }) => {
  const contract = useContract(matchId);
  if (contract.isPending) return <Skeleton height={320} />;
  if (contract.isError)
    return <ErrorState description="The contract could not be loaded." onRetry={() => contract.refetch()} />;
  return (
    <>
      <ContractDocument contract={contract.data} />
      {contract.data.status === 'signed' && (
        <div style={{ marginTop: 16 }}>
          <AppButtonLink to={paths.creator.overview.getHref(campaignId)}>Go to my deliverables</AppButtonLink>
        </div>
      )}
    </>
  );
};

/** /creator/campaigns/sign-contract/{uuid}: the contract drawn from the accepted offer; sign with your typed name. */
const SignContractPage = () => {
  return (
    <CampaignScreen maxWidth={860} header={({ campaign }) => ({ title: 'Contract', description: campaign.title })}>
      {({ campaign, match }) => (
        <>
          {match && ['accepted', 'contracted', 'completed'].includes(match.status) ? (
            <ContractLoader matchId={match.id} campaignId={campaign.id} />
          ) : (
            <NotYetInCampaign
              campaignId={campaign.id}
              title="No contract yet"
              description="A contract is drawn up when you accept the brand’s offer."
            />
          )}
        </>
      )}
    </CampaignScreen>
  );
};
export default SignContractPage;
