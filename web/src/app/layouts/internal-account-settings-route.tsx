import AccountSettingsPage from '@/features/account-settings/routes/account-settings-page';

/** /internal/settings/account inside the strategist-my-account layout (which draws the tabs). */
const InternalAccountSettingsRoute = () => <AccountSettingsPage />;

export default InternalAccountSettingsRoute;
