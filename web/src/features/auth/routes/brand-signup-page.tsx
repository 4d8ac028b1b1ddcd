import { SignupCard } from '../components/signup-card';

/** /brand/signup */
const BrandSignupPage = () => <SignupCard profileOf="Brand" />;

export default BrandSignupPage;
