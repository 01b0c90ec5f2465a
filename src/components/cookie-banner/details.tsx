/**
 * WordPress dependencies
 */
import { createInterpolateElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

export interface BannerDetailsProps {
	privacyUrl?: string;
}

/**
 * What is stored and loaded, in full, with the privacy policy: behind a disclosure, so the banner
 * stays short. A native one, which opens before the scripts ran too; the browser keeps its `open`
 * then, which React does not render (hence no hydration warning for it).
 *
 * @param props            The props.
 * @param props.privacyUrl The privacy policy's address, if the site has one.
 */
export function BannerDetails( { privacyUrl }: BannerDetailsProps ) {
	return (
		<details
			className="immo-wizards-cookie-banner__details"
			suppressHydrationWarning
		>
			<summary className="immo-wizards-cookie-banner__summary">
				{ __( 'Learn more', 'immo-wizards' ) }
			</summary>
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
		</details>
	);
}
