import { SignupCard } from '../components/signup-card';

/** /creator/signup */
const CreatorSignupPage = () => <SignupCard profileOf="Influencer" />;

export default CreatorSignupPage;
