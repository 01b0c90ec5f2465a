<?php
/**
 * The cookie banner as src/components/cookie-banner renders it, printed once per page.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks\Ssr;

defined( 'ABSPATH' ) || exit;

/**
 * The banner sits above the screen's first step: printed by the server it paints with the page
 * instead of after the scripts, and the step does not move when they ran. A visitor who decided
 * already has the decision in localStorage, which only the browser reads: a small inline script
 * hides the banner before it paints; the banner's hydration render reads that from the page (it
 * must match) and the next render removes it (see useConsent's server snapshot).
 */
final class Cookie_Banner {

	/**
	 * Whether a screen of this page printed the banner already (the first screen owns it).
	 *
	 * @var bool
	 */
	private static bool $printed = false;

	/**
	 * The banner's markup for the page's first screen that asks for consent, else ''.
	 *
	 * @param array<string, mixed> $config The screen's config (`consent`, `privacyUrl`).
	 * @param Ids                  $ids    The screen's id scope.
	 */
	public static function render( array $config, Ids $ids ): string {
		// Not in the block editor's preview (core's block renderer route): it belongs to a visitor's page.
		if ( self::$printed || ! self::asks( $config ) || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) ) {
			return '';
		}
		self::$printed = true;
		$title_id      = $ids->id( 'privacy-title' );
		return Html::element(
			'section',
			array(
				'class'           => 'immo-wizards-cookie-banner',
				'aria-labelledby' => $title_id,
				'tabindex'        => '-1',
			),
			Html::element(
				'div',
				array( 'class' => 'immo-wizards-cookie-banner__body' ),
				Html::element(
					'h2',
					array(
						'id'    => $title_id,
						'class' => 'immo-wizards-cookie-banner__title',
					),
					Html::text( __( 'Privacy settings', 'immo-wizards' ) )
				),
				self::paragraph( Html::text( __( 'With your consent we load the map and address search from external services and count requests for statistics.', 'immo-wizards' ) ) ),
				self::details( (string) ( $config['privacyUrl'] ?? '' ) )
			),
			Html::element(
				'div',
				array( 'class' => 'immo-wizards-cookie-banner__actions' ),
				self::button( __( 'Decline', 'immo-wizards' ), '' ),
				self::button( __( 'Accept all', 'immo-wizards' ), ' is-primary' )
			)
		);
	}

	/**
	 * Whether this plugin's banner asks for consent on the screen: consent is required and no WP
	 * Consent API tool decides (the setting, or the tool being active, whose script the client sees).
	 * Only then the server knows the first render: no decision yet, the map steps disabled.
	 *
	 * @param array<string, mixed> $config The screen's config (`consent`).
	 */
	public static function asks( array $config ): bool {
		$consent = (array) ( $config['consent'] ?? array() );
		return ! empty( $consent['required'] ) && empty( $consent['wpConsentApi'] ) && ! function_exists( 'wp_has_consent' );
	}

	/**
	 * The script that hides the banner when the visitor decided already (a decision is kept for a
	 * year, as src/host/consent.ts reads it). Printed right after the container that holds the
	 * banner; '' when there is none.
	 */
	public static function hide_script(): string {
		$code = sprintf(
			'(function(c){try{var d=JSON.parse(localStorage.getItem(%1$s));if(c&&d&&(d.value==="accepted"||d.value==="declined")&&Date.now()-d.time<%2$d)c.hidden=true}catch(e){}})(document.currentScript.previousElementSibling.querySelector(".immo-wizards-cookie-banner"));',
			wp_json_encode( 'immoWizardsConsent' ),
			365 * DAY_IN_SECONDS * 1000
		);
		return wp_get_inline_script_tag( $code );
	}

	/**
	 * Forgets that the banner was printed (a new page; used by tests).
	 */
	public static function reset(): void {
		self::$printed = false;
	}

	/**
	 * The disclosure with the full text (src/components/cookie-banner/details.tsx).
	 *
	 * @param string $privacy_url The privacy policy's address, '' when the site has none.
	 */
	private static function details( string $privacy_url ): string {
		return Html::element(
			'details',
			array( 'class' => 'immo-wizards-cookie-banner__details' ),
			Html::element(
				'summary',
				array( 'class' => 'immo-wizards-cookie-banner__summary' ),
				Html::text( __( 'Learn more', 'immo-wizards' ) )
			),
			self::paragraph( self::first_text( $privacy_url ) ),
			self::paragraph( Html::text( __( 'If you decline, only technically necessary data is stored and the map and address search stay switched off. You can change your choice at any time.', 'immo-wizards' ) ) )
		);
	}

	/**
	 * A paragraph of the banner's text.
	 *
	 * @param string $html Its content, escaped.
	 */
	private static function paragraph( string $html ): string {
		return Html::element( 'p', array( 'class' => 'immo-wizards-cookie-banner__text' ), $html );
	}

	/**
	 * The details' first paragraph: what is stored and loaded, then the link to the privacy policy.
	 *
	 * @param string $privacy_url The privacy policy's address, '' when the site has none.
	 */
	private static function first_text( string $privacy_url ): string {
		$text = __( 'We store technically necessary data in your browser so that the forms work, for example your choice in this dialogue and cached form settings. With your consent we also load map tiles from a third-party service, which receives your IP address, and pass your address searches on to an external address service. We also count submitted requests for statistics.', 'immo-wizards' );
		if ( '' === $privacy_url ) {
			return Html::texts( $text, ' ' );
		}
		list( $before, $link, $after ) = Html::interpolate(
			__( 'Details are in our <a>privacy policy</a>.', 'immo-wizards' ),
			'a',
			static fn ( string $inner ) => Html::element( 'a', array( 'href' => $privacy_url ), $inner )
		);
		return Html::texts( $text, ' ', $before ) . $link . Html::text( $after );
	}

	/**
	 * One of the two choices.
	 *
	 * @param string $label    Its text.
	 * @param string $modifier Extra class, with its leading space.
	 */
	private static function button( string $label, string $modifier ): string {
		return Html::element(
			'button',
			array(
				'type'  => 'button',
				'class' => 'immo-wizards-cookie-banner__button' . $modifier,
			),
			Html::text( $label )
		);
	}
}
