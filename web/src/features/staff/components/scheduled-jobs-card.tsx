import type { TScheduledJob } from '@schemas/operations';
import layout from '@/components/styles/layout.module.css';
import { Card } from '@/components/ui/card';
import { QueryError } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/spinner';
import { useScheduledJobs } from '../api/staff-operations';
import styles from './staff.module.css';
import { formatDateTime } from '@/lib/format';

type Run = TScheduledJob['runs'][number];

const countsText = (counts: Run['counts']) =>
  counts
    ? Object.entries(counts)
        .map(([k, v]) => `${k.replaceAll('_', ' ')}: ${v}`)
        .join(', ')
    : 'nothing to report';

const Result = ({ run }: { run: Run }) => (
  <span className={`${layout.badge} ${run.ok ? layout.badgeGood : layout.badgeBad}`}>{run.ok ? 'OK' : 'Failed'}</span>
);

/** Each scheduled job's last run (result, duration, what it did) and its earlier runs on demand. */
export const ScheduledJobsCard = () => {
  const jobs = useScheduledJobs();
  return (
    <Card title="Scheduled jobs" description="The periodic jobs (every 5 minutes) and their last runs.">
      {jobs.isPending ? (
        <Skeleton height={120} />
      ) : jobs.isError ? (
        <QueryError query={jobs} />
      ) : jobs.data.results.length === 0 ? (
        <p className={layout.muted}>No scheduled job has run yet. The first run happens within 5 minutes of start.</p>
      ) : (
        <ul className={layout.listDivided} aria-label="Scheduled jobs">
          {jobs.data.results.map((job) => {
            const [last, ...earlier] = job.runs;
            return (
              <li key={job.job} className={layout.stackSm} aria-label={job.job}>
                <div className={layout.spread}>
                  <p className={layout.strong}>{job.job}</p>
                  {last && <Result run={last} />}
                </div>
                {last && (
                  <p className={layout.muted}>
                    Last run {formatDateTime(last.started_at)} · {last.duration_ms} ms · {countsText(last.counts)}
                    {job.last_failure_at && ` · last failure ${formatDateTime(job.last_failure_at)}`}
                  </p>
                )}
                {last?.error && <p className={`${layout.code} ${styles.errorText}`}>{last.error}</p>}
                {earlier.length > 0 && (
                  <details>
                    <summary className={layout.muted}>Earlier runs</summary>
                    <ul className={layout.listTight}>
                      {earlier.map((run) => (
                        <li key={run.started_at} className={layout.muted}>
                          <Result run={run} /> {formatDateTime(run.started_at)} · {run.duration_ms} ms ·{' '}
                          {run.error ? run.error.split('\n')[0] : countsText(run.counts)}
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
};
