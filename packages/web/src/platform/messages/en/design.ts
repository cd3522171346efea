import type { designMessages as turkish } from '../design';
import type { Translation } from '@paydos/contract/messages/translation';

/** The design sample page (/test-design): the living index of `ui/` for the next engineer. */
export const designMessages: Translation<typeof turkish> = {
  design: {
    title: 'Design Sample',
    intro:
      'The living index of the Paydos design system: every component in packages/web/src/ui, with its states. Look here before writing a new component; every component added to the ui folder is added to this page too.',
    indexTitle: 'Components',
    indexLabel: 'Component index',
    sampleOrganization: 'Sample Company Inc.',
    sampleNavNotice: 'Sample menu: the links on this page go nowhere.',
    groups: {
      variants: 'Variants',
      sizes: 'Sizes',
      states: 'States',
      tones: 'Color tones',
      loading: 'Loading',
      error: 'Error',
      empty: 'Empty',
      data: 'Data',
      phoneTopBar: 'Top bar on a phone (sample)',
      phoneMenu: 'Menu opened on a phone (sample)',
    },
    sections: {
      button:
        'Every action button: primary, secondary, ghost and danger variants; sm, md and lg sizes. While loading it spins and cannot be clicked; asChild gives a link the look of a button.',
      textField: 'Labeled text input. A hint or an error appears below it and is linked to the screen reader.',
      passwordField: 'Password input with a show/hide button; the same frame as TextField.',
      searchField: 'The search box of lists: a TextField of type search with a magnifying glass at its end.',
      selectField: 'Native select box (easy to read on a phone); the same look and error link as TextField.',
      textAreaField: 'Multi-line text input (description, note).',
      checkboxField:
        'A single on/off setting: a checkbox, its label and what it does below; the whole row is clickable.',
      checkboxGroupField:
        'Choosing a subset of fixed values (API key permissions, webhook events): a group named by its heading, each option with its label and description; the error is read below the group.',
      secretOnce:
        'A secret key shown only once: in a box in monospace type, selected in full on click; the copy button shows a notice.',
      fieldFrame:
        'The single label-hint-error frame of every field; a new input control goes inside it (with useFieldIds).',
      dateField:
        'A single date: typed as dd/mm/yyyy or picked from the Turkish calendar; public holidays, half-day eves and non-working days are marked.',
      personPicker:
        'Staff picker: type part of a first name, last name or email, and the server returns the first 20 matches; choose with the arrow keys and Enter, close with Esc.',
      personFields:
        "The person's own record: phone, TC Kimlik Numarası (Turkish ID number), date of birth (cannot be in the future), address and emergency contact. The profile and sign-up by invitation use the same fields; the sign-up page shows them with headings.",
      loadMore:
        'The end of a paged list: the next page loads by itself when the end of the list comes into view, or with a button from the keyboard.',
      dateInput:
        'The shared parts of DateField and DateRangeField: the dd/mm/yyyy box (DateInput) and the calendar popover (CalendarPopover). Pages do not use them directly; their samples are the date fields above.',
      dateRangeField: 'Start and end: a range picked on a single calendar; first the start day, then the end day.',
      turkishCalendar:
        'The calendar in the DateField and DateRangeField popover: it starts on Monday, marks public holidays and non-working days, and tells screen readers their names.',
      card: 'The white background of page content. CardHeader carries the title, the description and an action on the right.',
      statCard: 'The dashboard number card, in four color tones.',
      pageHeader: "The page's title, subtitle and actions; on a phone the actions move below.",
      brandLink: "The product's name and mark; leads to the home page.",
      queryBody: 'A card body showing a single query: loading, error, empty and data states.',
      detailList: "A record's label/value rows; empty values appear with placeholder text.",
      table:
        'A list with columns. When it does not fit, it scrolls sideways within itself (ScrollRegion) instead of squeezing the columns. On a phone, a table holding numbers that must be read at a glance turns into cards instead.',
      scrollRegion:
        'The box for content wider than the screen (a wide table, the team calendar). When it does not fit, it is a named region: it takes focus with Tab, scrolls with the arrow keys and shows a focus ring; the hidden side is shaded and a note below says it can be scrolled sideways. When it fits, it is a plain box.',
      pageMain:
        'Every page\'s <main> element (PageMain) and the "Skip to content" link (SkipLink), the first Tab stop on every page: the link moves focus past the menu straight to the page\'s content. It works on this page too: press Tab after the address bar.',
      emailAddress:
        'Email address: when it does not fit on a line, it breaks after the "@" sign or before a dot, not in the middle of a word; the whole address stays visible.',
      dialog:
        'A window that keeps focus inside it; it closes with Esc, Close or a click outside, and focus returns to the button that opened it.',
      confirmDialog: 'Asks for confirmation before an action that is hard to undo; the button spins while confirming.',
      toast:
        'A short notice: success fades after 3 seconds, an error stays a little longer; focus moves to the notice and returns when it closes. Pages show it with useToast(); one with an "Undo" button is closed by its owner.',
      alert: 'An in-page alert box: error, success and info tones; with or without a title.',
      badge: 'Status label, in five color tones.',
      spinner: 'Loading indicator (labeled for screen readers); FullPageSpinner covers the whole page.',
      navigation:
        "The frame of signed-in pages (features/shell): a fixed sidebar on wide screens, a top bar and drop-down menu on a phone. This page's own frame is the real AppFrame: on a phone, it opens with the menu button at the top right. The links in the sample menu go nowhere.",
    },
  },
};
