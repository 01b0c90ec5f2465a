/**
 * WordPress dependencies
 */
import {
	useContext,
	useEffect,
	useRef,
	useState,
	useSyncExternalStore,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CONSENT_SETTINGS_EVENT, pageState } from '../../host/consent';
import { IdScope, useDomId } from '../../host/dom-id';
import { focusables } from '../focusables';
import { useConsent } from '../../host/use-consent';
import { BannerDetails } from './details';
import './style.scss';

export interface CookieBannerProps {
	/** The widget config's `consent.required`. */
	required: boolean;
	/** The widget config's `consent.wpConsentApi`: the site's consent plugin asks, not this banner. */
	wpConsentApi?: boolean;
	privacyUrl?: string;
}

/**
 * The banner the server printed, if it did: the id scope of its screen and whether the page's
 * inline script hid it (a decision is stored; see Cookie_Banner::hide_script). Screens mount from
 * several bundles in any order, so it is read from the page, once, before React changes it.
 */
function printedBanner(): { scope: string | null; hidden: boolean } {
	const state = pageState();
	if ( state.cookieBannerScope === undefined ) {
		const banner = document.querySelector< HTMLElement >(
			'[data-immo-wizards-ssr] > .immo-wizards-cookie-banner'
		);
		state.cookieBannerScope =
			banner?.parentElement?.dataset.immoWizardsSsr ?? null;
		state.cookieBannerHidden = !! banner?.hidden;
	}
	return {
		scope: state.cookieBannerScope,
		hidden: !! state.cookieBannerHidden,
	};
}

const subscribeNever = () => () => {};

/**
 * True in the render that hydrates the server's markup, false in every later or client-only one.
 */
function useHydrating(): boolean {
	return useSyncExternalStore(
		subscribeNever,
		() => false,
		() => true
	);
}

/**
 * Several widgets may render a banner: one of them shows it. A server-rendered screen that printed
 * the banner owns it, on every render (React may render a hydrating screen more than once and throw
 * the first attempt away, e.g. when the visitor clicks meanwhile: a claim noted then would belong to
 * no mounted banner); a server-rendered screen without it may claim it only after hydration.
 * Otherwise the first screen that renders claims it.
 */
function useBannerOwnership(): boolean {
	const scope = useContext( IdScope );
	const [ token ] = useState( () => ( { scope } ) );
	const claim = ( hydrating: boolean ) => {
		const printed = printedBanner().scope;
		if ( printed ) {
			return printed === scope;
		}
		const state = pageState();
		const may = ! ( hydrating && scope );
		if ( ! state.cookieBannerOwner && may ) {
			state.cookieBannerOwner = token;
		}
		return state.cookieBannerOwner === token;
	};
	const [ owner, setOwner ] = useState( () => claim( true ) );
	useEffect( () => {
		setOwner( claim( false ) );
		return () => {
			const state = pageState();
			if ( state.cookieBannerOwner === token ) {
				state.cookieBannerOwner = null;
			}
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps -- claimed once per mount
	}, [] );
	return owner;
}

/**
 * After a choice made from inside the banner, focus goes back to the control of the screen that
 * reopened the banner, else to the next stop of the tab order: the first control of the screen the
 * banner precedes (where Tab would have gone); never to the page body.
 *
 * @param banner The banner, still in the document.
 * @param before The element focused before the banner, if any.
 */
function focusAfterChoice(
	banner: HTMLElement,
	before: HTMLElement | null
): () => void {
	const doc = banner.ownerDocument;
	if ( ! banner.contains( doc.activeElement ) ) {
		return () => {};
	}
	const screen = banner.parentElement;
	return () => {
		const active = doc.activeElement;
		if ( active && active !== doc.body && active.isConnected ) {
			return;
		}
		const opener =
			before?.isConnected && screen?.contains( before ) ? before : null;
		( opener ?? ( screen && focusables( screen )[ 0 ] ) )?.focus();
	};
}

/**
 * Asks for consent to third-party services (map, address search) and statistics. Shown when
 * consent is required, no decision is stored and no WP Consent API tool handles it; shown again
 * on request (openConsentSettings()).
 *
 * @param props The props.
 */
export function CookieBanner( props: CookieBannerProps ) {
	const { required, wpConsentApi, privacyUrl } = props;
	const { decision, decidedElsewhere, accept, decline } = useConsent(
		required,
		wpConsentApi
	);
	const owner = useBannerOwnership();
	const hydrating = useHydrating();
	const [ reopened, setReopened ] = useState( false );
	const titleId = useDomId( 'privacy-title' );
	const ref = useRef< HTMLElement >( null );
	// The element that had focus when focus moved into the banner.
	const before = useRef< HTMLElement | null >( null );

	useEffect( () => {
		if ( ! owner ) {
			return;
		}
		const reopen = () => setReopened( true );
		window.addEventListener( CONSENT_SETTINGS_EVENT, reopen );
		return () =>
			window.removeEventListener( CONSENT_SETTINGS_EVENT, reopen );
	}, [ owner ] );

	// Reopened on request (a "function disabled" notice): the banner takes the focus.
	useEffect( () => {
		if ( reopened ) {
			ref.current?.focus();
		}
	}, [ reopened ] );

	if (
		! owner ||
		! required ||
		decidedElsewhere ||
		( decision !== null && ! reopened )
	) {
		return null;
	}

	const choose = ( choice: () => void ) => () => {
		const restore = ref.current
			? focusAfterChoice( ref.current, before.current )
			: null;
		choice();
		setReopened( false );
		// The banner leaves the document with the next render.
		if ( restore ) {
			window.requestAnimationFrame( restore );
		}
	};

	// A non-modal region at the top of the screen, in the page's flow: it covers nothing (not on a
	// phone, not with the on-screen keyboard, not in an embedding frame, not a site's own consent
	// bar), sits beside the map and address search it asks about, and comes first in reading and
	// tab order as it does on screen. Short text; the details behind a disclosure.
	return (
		<section
			ref={ ref }
			className="immo-wizards-cookie-banner"
			aria-labelledby={ titleId }
			tabIndex={ -1 }
			// What the page's inline script rendered (a stored decision hid the printed banner):
			// the hydration render matches it; the next render unmounts the banner.
			hidden={ hydrating && printedBanner().hidden ? true : undefined }
			onFocus={ ( event ) => {
				const from = event.relatedTarget;
				if (
					from instanceof HTMLElement &&
					! ref.current?.contains( from )
				) {
					before.current = from;
				}
			} }
		>
			<div className="immo-wizards-cookie-banner__body">
				<h2
					id={ titleId }
					className="immo-wizards-cookie-banner__title"
				>
					{ __( 'Privacy settings', 'immo-wizards' ) }
				</h2>
				<p className="immo-wizards-cookie-banner__text">
					{ __(
						'With your consent we load the map and address search from external services and count requests for statistics.',
						'immo-wizards'
					) }
				</p>
				<BannerDetails privacyUrl={ privacyUrl } />
			</div>
			<div className="immo-wizards-cookie-banner__actions">
				<button
					type="button"
					className="immo-wizards-cookie-banner__button"
					onClick={ choose( decline ) }
				>
					{ __( 'Decline', 'immo-wizards' ) }
				</button>
				<button
					type="button"
					className="immo-wizards-cookie-banner__button is-primary"
					onClick={ choose( accept ) }
				>
					{ __( 'Accept all', 'immo-wizards' ) }
				</button>
			</div>
		</section>
	);
}

export default CookieBanner;
