/**
 * WordPress dependencies
 */
import {
	createInterpolateElement,
	useEffect,
	useId,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	CONSENT_SETTINGS_EVENT,
	hasHostConsent,
	hasWpConsentApi,
	pageState,
} from '../../host/consent';
import { useConsent } from '../../host/use-consent';
import './style.scss';

export interface CookieBannerProps {
	/** The widget config's `consent.required`. */
	required: boolean;
	/** The widget config's `consent.wpConsentApi`: the site's consent plugin asks, not this banner. */
	wpConsentApi?: boolean;
	privacyUrl?: string;
}

/** Several widgets may render a banner: the first one mounted on the page shows it. */
function useBannerOwnership(): boolean {
	const [ owner, setOwner ] = useState( false );
	useEffect( () => {
		const state = pageState();
		if ( state.cookieBannerOwner ) {
			return;
		}
		const token = {};
		state.cookieBannerOwner = token;
		setOwner( true );
		return () => {
			if ( state.cookieBannerOwner === token ) {
				state.cookieBannerOwner = null;
			}
		};
	}, [] );
	return owner;
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
	const { decision, accept, decline } = useConsent( required, wpConsentApi );
	const owner = useBannerOwnership();
	const [ reopened, setReopened ] = useState( false );
	const titleId = 'immo-wizards-' + useId().replace( /:/g, '' );

	useEffect( () => {
		if ( ! owner ) {
			return;
		}
		const reopen = () => setReopened( true );
		window.addEventListener( CONSENT_SETTINGS_EVENT, reopen );
		return () =>
			window.removeEventListener( CONSENT_SETTINGS_EVENT, reopen );
	}, [ owner ] );

	if (
		! owner ||
		! required ||
		hasWpConsentApi() ||
		hasHostConsent() ||
		( decision !== null && ! reopened )
	) {
		return null;
	}

	const choose = ( choice: () => void ) => () => {
		choice();
		setReopened( false );
	};

	return (
		<section
			className="immo-wizards-cookie-banner"
			aria-labelledby={ titleId }
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
