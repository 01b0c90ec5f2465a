/**
 * WordPress dependencies
 */
import {
	createInterpolateElement,
	useContext,
	useEffect,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CONSENT_SETTINGS_EVENT, pageState } from '../../host/consent';
import { IdScope, useDomId } from '../../host/dom-id';
import { focusables } from '../focusables';
import { useConsent } from '../../host/use-consent';
import './style.scss';

export interface CookieBannerProps {
	/** The widget config's `consent.required`. */
	required: boolean;
	/** The widget config's `consent.wpConsentApi`: the site's consent plugin asks, not this banner. */
	wpConsentApi?: boolean;
	privacyUrl?: string;
}

/**
 * The id scope of the server-rendered screen that printed the banner, if one did. Screens mount
 * from several bundles in any order, so it is read from the page, once.
 */
function printedBannerScope(): string | null {
	const state = pageState();
	if ( state.cookieBannerScope === undefined ) {
		const banner = document.querySelector< HTMLElement >(
			'[data-immo-wizards-ssr] > .immo-wizards-cookie-banner'
		);
		state.cookieBannerScope =
			banner?.parentElement?.dataset.immoWizardsSsr ?? null;
	}
	return state.cookieBannerScope;
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
		const printed = printedBannerScope();
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

	// A non-blocking region placed before the screen in the DOM, so it comes first in tab order
	// (it is shown fixed at the bottom of the viewport).
	return (
		<section
			ref={ ref }
			className="immo-wizards-cookie-banner"
			aria-labelledby={ titleId }
			tabIndex={ -1 }
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
			<h2 id={ titleId } className="immo-wizards-cookie-banner__title">
				{ __( 'Privacy settings', 'immo-wizards' ) }
			</h2>
			<p className="immo-wizards-cookie-banner__text">
				{ __(
					'We store technically necessary data in your browser so that the forms work, for example your choice in this dialogue and cached form settings. With your consent we also load map tiles from a third-party service, which receives your IP address, and pass your address searches on to an external address service. We also count submitted requests for statistics.',
					'immo-wizards'
				) }{ ' ' }
				{ privacyUrl &&
					createInterpolateElement(
						__(
							'Details are in our <a>privacy policy</a>.',
							'immo-wizards'
						),
						// eslint-disable-next-line jsx-a11y/anchor-has-content -- content comes from the translation
						{ a: <a href={ privacyUrl } /> }
					) }
			</p>
			<p className="immo-wizards-cookie-banner__text">
				{ __(
					'If you decline, only technically necessary data is stored and the map and address search stay switched off. You can change your choice at any time.',
					'immo-wizards'
				) }
			</p>
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
