import type { ReactNode } from 'react';
import layout from '@/components/styles/layout.module.css';
import { Button } from '@/components/ui/button';
import { LogOutIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { TabsNav } from '@/components/ui/tabs-nav';
import { paths } from '@/config/paths';
import { signOut } from '@/lib/auth/sign-out';

const TABS = [
  { label: 'Creator approval', to: paths.staffConsole.creators.path, end: true },
  { label: 'Users', to: paths.staffConsole.users.path },
  { label: 'Brands', to: paths.staffConsole.brands.path },
  { label: 'Team', to: paths.staffConsole.team.path },
  { label: 'Support inbox', to: paths.staffConsole.support.path },
  { label: 'Operations', to: paths.staffConsole.operations.path },
  { label: 'Audit log', to: paths.staffConsole.audit.path },
] as const;

/** The staff console's frame: one heading, the console's sections as tabs, sign-out. */
export const StaffConsoleFrame = ({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) => (
  <div className={layout.stack}>
    <PageHeader
      eyebrow="Staff console"
      title={title}
      description={description}
      actions={
        <Button color="secondary" icon={<LogOutIcon size={16} />} onClick={() => void signOut()}>
          Sign out
        </Button>
      }
    />
    <TabsNav label="Staff console" tabs={TABS} wrap />
    {children}
  </div>
);
