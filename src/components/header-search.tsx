import { SEARCH_PATH, SEARCH_QUERY_PARAM as QUERY_PARAM } from '../lib/route-paths';
import { Icon } from './icon';

const PANEL_ID = 'header-search';

/**
 * The header's search: a button that opens a search field, a popover, so the browser opens it
 * from the first paint on and closes it on Escape or a tap outside, giving focus back to the
 * button. The head script mirrors its state in the button's aria-expanded and puts focus in the
 * field when it opens. The field sends its GET to the search page, where the search code loads;
 * no page loads any of it before.
 */
export function HeaderSearch() {
  return (
    <>
      <button
        type="button"
        className="header-search-toggle"
        aria-label="Search"
        aria-expanded={false}
        popoverTarget={PANEL_ID}
      >
        <Icon name="search" />
      </button>
      <form
        id={PANEL_ID}
        popover="auto"
        role="search"
        action={SEARCH_PATH}
        method="get"
        className="header-search"
      >
        <input
          type="search"
          name={QUERY_PARAM}
          className="form-control"
          aria-label="Search the site"
          placeholder="Search the site"
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </form>
    </>
  );
}
