import { fillPlaceholders } from '../../components/legal-facts';
import { LookupHostsList } from '../../components/lookup-hosts-list';
import { lookupHostTexts } from '../../content/legal';
import { privacyPolicy } from '../../content/privacy-policy';
import hosts from 'virtual:lookup-hosts';
import { LOOKUP_HOSTS_FILE } from './lookup-hosts';

/** The hosts the domain checker asks, as computed at build from its tables. */
export function LookupHostsInsert() {
  return (
    <LookupHostsList
      named={hosts.named}
      others={hosts.otherRegistries.length > 0 ? lookupHostTexts.others : null}
      allSummary={fillPlaceholders(
        lookupHostTexts.allSummary,
        { count: String(hosts.all.length) },
        privacyPolicy.title,
      )}
      allHref={LOOKUP_HOSTS_FILE}
    />
  );
}
