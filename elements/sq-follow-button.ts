import { createElementClass } from '../runtime/bridge/create-element.ts';
import { string, type Attribute } from '../runtime/bridge/attributes.ts';
import { PARSER_MESSAGES } from '../catalog/messages/parser.ts';
import { FOLLOW_WIDGET } from '../catalog/widgets.ts';
import { logWarn } from '../runtime/log.ts';
import { FOLLOW_BUTTON_STYLES, FollowButton } from '../react-core/follow-button/follow-button.tsx';

export { SqFollowButtonLoadEvent } from '../react-core/follow-button/follow-events.ts';
export { profileLink } from '../react-core/follow-button/follow-button.tsx';

/** The account to follow, '@' optional; one the provider cannot have logs the parser message, gives null. */
const username: Attribute<string | null> = {
  type: 'string | null',
  default: null,
  doc: 'The account to follow (a leading @ is dropped). Without a valid one the server-rendered content shows.',
  parse(value, { tag, attribute }) {
    if (value === null || value.trim() === '') return null;
    const name = value.trim().replace(/^@/, '');
    if (FOLLOW_WIDGET.usernamePattern.test(name)) return name;
    logWarn(PARSER_MESSAGES.expected(`a username for <${tag} ${attribute}>`, JSON.stringify(value.slice(0, 60))));
    return null;
  },
  stringify: (value) => value,
};

/**
 * A follow-on-social-network button (visitor §3 "Follow button", §7, §8): a plain link to the profile
 * on X, upgraded by the provider's follow widget script when it loads within 10 s. The script's failure
 * (time-out, 404, network) is ignored silently: the link stays, and nothing is logged.
 */
export const SqFollowButtonElement = createElementClass({
  tag: 'sq-follow-button',
  description: /* manifest-only */ "A follow button for a social account: a profile link, upgraded by the provider's widget script.",
  attributes: {
    username,
    scriptSrc: string(FOLLOW_WIDGET.scriptUrl,
      'The follow widget script (the provider\'s by default). Empty: keep the plain link, load nothing.'),
  },
  events: {
    'sq-follow-button-load': "The provider's widget script loaded and was asked to draw the button.",
  },
  read: (host) => Array.from(host.childNodes),
  component: FollowButton,
  styles: FOLLOW_BUTTON_STYLES,
  reactEvents: false,
});
export type SqFollowButtonElement = InstanceType<typeof SqFollowButtonElement>;
export default SqFollowButtonElement;

declare global {
  interface HTMLElementTagNameMap { 'sq-follow-button': SqFollowButtonElement }
}
