import { SEARCH_PATH, SEARCH_QUERY_PARAM as QUERY_PARAM } from '../lib/route-paths';
import { Icon } from './icon';

const PANEL_ID = 'header-search';

/**
 * The header's search: a button that opens a search field, a popover, so the browser opens it
 * from the first paint on and closes it on Escape or a tap outside, giving focus back to the
 * button. The head script mirrors its state in the button's aria-expanded and puts focus in the
 * field when it opens. Enter sends the field's GET to the search page (a form with one field
 * needs no button for it; every page carries these bytes), where the search code loads; no page
 * loads any of it before.
 */
export function HeaderSearch() {
  return (
    <>
      <button
        type="button"
        className="search-toggle"
        aria-label="Search"
        aria-expanded={false}
        popoverTarget={PANEL_ID}
      >
        <Icon name="search" />
      </button>
      <form id={PANEL_ID} popover="" role="search" action={SEARCH_PATH} className="search-panel">
        <input
          type="search"
          name={QUERY_PARAM}
          className="form-control"
          aria-label="Search the site"
        />
      </form>
    </>
  );
}
