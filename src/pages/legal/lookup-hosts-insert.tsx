import { fillPlaceholders } from '../../components/legal-page';
import { LookupHostsList } from '../../components/lookup-hosts-list';
import { lookupHostTexts } from '../../content/legal';
import { privacyPolicy } from '../../content/privacy-policy';
import { lookupHostFacts } from './lookup-hosts';

/**
 * The hosts the domain checker asks. Its own chunk, loaded when the page is idle: it reads the
 * checker's registry table (hundreds of hosts), which the first screen does not need (the served
 * HTML already shows the list).
 */
export function LookupHostsInsert() {
  const hosts = lookupHostFacts();
  return (
    <LookupHostsList
      named={hosts.named}
      others={hosts.otherRegistries.length > 0 ? lookupHostTexts.others : null}
      allSummary={fillPlaceholders(
        lookupHostTexts.allSummary,
        { count: String(hosts.all.length) },
        privacyPolicy.title,
      )}
      all={hosts.all}
    />
  );
}
