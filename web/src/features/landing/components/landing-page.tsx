import { LogoMark } from '@/components/shell/logo';
import { AppLink } from '@/components/ui/app-link';
import { buttonClassName } from '@/components/ui/button';
import { ArrowRightIcon, CheckCircleIcon, CoinsIcon, SearchIcon, ShieldIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { HeroPreview } from './hero-preview';
import styles from './landing-page.module.css';

export type LandingSession = { name: string; homeHref: string };

const VALUES = [
  {
    icon: <SearchIcon size={22} />,
    title: 'Fast creator search',
    text: 'Filter creators by niche, location, audience and engagement — results in milliseconds, with the date every account was last synced.',
  },
  {
    icon: <ShieldIcon size={22} />,
    title: 'Clear content approval',
    text: 'Every version kept side by side, comments pinned to the second of a video, and the agreed revision rounds enforced for you.',
  },
  {
    icon: <CoinsIcon size={22} />,
    title: 'Transparent payments',
    text: 'Brands fund creator spend up front and approval releases payment automatically. Both sides see the whole payment timeline.',
  },
];

const BRAND_POINTS = [
  'Find and invite the right creators in minutes',
  'Propose rates and deliverables in one step',
  'Review content and see campaign metrics',
];
const CREATOR_POINTS = [
  'Discover campaigns that fit your niche',
  'Sign contracts and submit content online',
  'Get paid on approval — no chasing invoices',
];

/** The public marketing page (`/`). Its links are page loads on a first visit, router navigations inside the app. */
export const LandingPage = ({ session }: { session?: LandingSession | null }) => {
  return (
    <div className={styles.page}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <AppLink to={paths.landing.getHref()} className={styles.logo} aria-label="Social Loop home">
          <LogoMark size={30} />
          <span>Social Loop</span>
        </AppLink>
        <nav className={styles.nav} aria-label="Sections">
          <a href="#brands">For brands</a>
          <a href="#creators">For creators</a>
          <a href="#how">How it works</a>
        </nav>
        <div className={styles.headerActions}>
          {session ? (
            <AppLink to={session.homeHref} className={buttonClassName({ size: 'small' })}>
              Open dashboard
            </AppLink>
          ) : (
            <>
              <AppLink
                to={paths.auth.login.getHref()}
                className={buttonClassName({ size: 'small', color: 'tertiary' })}
              >
                Sign in
              </AppLink>
              <AppLink to={paths.auth.signup.getHref()} className={buttonClassName({ size: 'small' })}>
                Get started
              </AppLink>
            </>
          )}
        </div>
      </header>

      <main id="main">
        <section className={styles.hero}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>Influencer marketing without the spreadsheets</p>
            <h1 className={styles.title}>Creator campaigns that run themselves — and pay on time.</h1>
            <p className={styles.lead}>
              Social Loop brings brands, creators and strategists into one place: find creators, agree on deliverables,
              approve content and pay — all in a single, transparent loop.
            </p>
            <div className={styles.ctas}>
              {session ? (
                <AppLink to={session.homeHref} className={buttonClassName({ size: 'large' })}>
                  Welcome back, {session.name} <ArrowRightIcon size={18} />
                </AppLink>
              ) : (
                <>
                  <AppLink to={paths.brand.signup.getHref()} className={buttonClassName({ size: 'large' })}>
                    Start as a brand <ArrowRightIcon size={18} />
                  </AppLink>
                  <AppLink
                    to={paths.creator.signup.getHref()}
                    className={buttonClassName({ size: 'large', color: 'secondary' })}
                  >
                    Join as a creator
                  </AppLink>
                </>
              )}
            </div>
            {!session && (
              <p className={styles.note}>
                Free to start. Already have an account? <AppLink to={paths.auth.login.getHref()}>Sign in</AppLink>
              </p>
            )}
          </div>
          <HeroPreview />
        </section>

        <section className={styles.values} aria-labelledby="values-title">
          <h2 id="values-title" className="visually-hidden">
            Why Social Loop
          </h2>
          {VALUES.map((value) => (
            <article key={value.title} className={styles.value}>
              <span className={styles.valueIcon}>{value.icon}</span>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </article>
          ))}
        </section>

        <section className={styles.split}>
          <article id="brands" className={styles.audience}>
            <p className={styles.eyebrow}>For brands</p>
            <h2>Launch a campaign this afternoon</h2>
            <ul>
              {BRAND_POINTS.map((point) => (
                <li key={point}>
                  <CheckCircleIcon size={18} /> {point}
                </li>
              ))}
            </ul>
            <AppLink to={paths.brand.signup.getHref()} className={buttonClassName({})}>
              Create a brand account
            </AppLink>
          </article>
          <article id="creators" className={`${styles.audience} ${styles.audienceAlt}`}>
            <p className={styles.eyebrow}>For creators</p>
            <h2>Work with brands you love</h2>
            <ul>
              {CREATOR_POINTS.map((point) => (
                <li key={point}>
                  <CheckCircleIcon size={18} /> {point}
                </li>
              ))}
            </ul>
            <AppLink to={paths.creator.signup.getHref()} className={buttonClassName({ color: 'secondary' })}>
              Create a creator account
            </AppLink>
          </article>
        </section>

        <section id="how" className={styles.steps} aria-labelledby="how-title">
          <h2 id="how-title">How it works</h2>
          <ol>
            <li>
              <strong>Brief</strong> Describe the campaign, deliverables and budget.
            </li>
            <li>
              <strong>Match</strong> Invite creators or review their pitches, then agree on rates.
            </li>
            <li>
              <strong>Approve &amp; pay</strong> Approve the content; the creator is paid automatically.
            </li>
          </ol>
        </section>
      </main>

      <footer className={styles.footer}>
        <span>© {new Date().getFullYear()} Social Loop</span>
        <nav aria-label="Footer">
          <AppLink to={paths.auth.login.getHref()}>Sign in</AppLink>
          <AppLink to={paths.auth.signup.getHref()}>Sign up</AppLink>
          <AppLink to={paths.staff.getHref()}>Staff</AppLink>
        </nav>
      </footer>
    </div>
  );
};
