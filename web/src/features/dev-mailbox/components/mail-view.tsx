import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { DevMail } from '../api/get-mailbox';
import { extractLinks, splitLinks, toAppPath } from './mail-links';
import styles from './mailbox.module.css';
import { formatDateTime } from '@/lib/format';

const MailLink = ({ href }: { href: string }) => {
  const path = toAppPath(href);
  return path ? (
    <Link to={path}>{href}</Link>
  ) : (
    <a href={href} target="_blank" rel="noreferrer noopener">
      {href}
    </a>
  );
};

/** One e-mail: its links first (what a tester wants to click), the text with links clickable, the HTML. */
export const MailView = ({ mail }: { mail: DevMail }) => {
  const [showHtml, setShowHtml] = useState(false);
  const links = extractLinks(mail.text, mail.html);
  return (
    <Card
      title={mail.subject}
      description={`To ${mail.to} · ${formatDateTime(mail.created_at)}`}
      actions={
        mail.html ? (
          <Button size="small" color="secondary" aria-pressed={showHtml} onClick={() => setShowHtml((value) => !value)}>
            {showHtml ? 'Show text' : 'Show HTML'}
          </Button>
        ) : undefined
      }
    >
      {links.length > 0 && (
        <>
          <h3 style={{ fontSize: 'var(--text-sm)', marginBottom: 8 }}>Links in this e-mail</h3>
          <ul className={styles.links}>
            {links.map((href) => (
              <li key={href}>
                <MailLink href={href} />
              </li>
            ))}
          </ul>
        </>
      )}
      {showHtml && mail.html ? (
        // Sandboxed: no scripts, no navigation. Use the links list above to follow a link.
        <iframe className={styles.frame} title={`HTML of ${mail.subject}`} sandbox="" srcDoc={mail.html} />
      ) : (
        <pre className={styles.body}>
          {splitLinks(mail.text).map((part, index) =>
            part.href ? <MailLink key={index} href={part.href} /> : <span key={index}>{part.text}</span>,
          )}
        </pre>
      )}
    </Card>
  );
};
