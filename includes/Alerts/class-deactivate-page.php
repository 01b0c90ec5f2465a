<?php
/**
 * The page the alert mail's deactivate link opens.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Alerts;

use ImmoWizards\Security\Key_Link;

defined( 'ABSPATH' ) || exit;

/**
 * A GET only shows a button (link scanners open links but do not press buttons, and those that run
 * scripts do not either); the button POSTs the token to the REST route. The token rides in the
 * link's fragment (Key_Link), so no server log or proxy sees it; links sent before with the token in
 * the query string keep working. Sent like the portal page: no-store, noindex, no referrer.
 */
final class Deactivate_Page {

	public const QUERY_ARG = 'immo-suchprofil-aus';

	/**
	 * The link of a token.
	 *
	 * @param string $token Token.
	 */
	public static function url( string $token ): string {
		return Key_Link::to( add_query_arg( self::QUERY_ARG, '1', home_url( '/' ) ), $token );
	}

	/**
	 * Hooks in.
	 */
	public function register(): void {
		add_action( 'template_redirect', array( $this, 'maybe_render' ), 0 );
	}

	/**
	 * Prints the page when asked for and ends the request.
	 */
	public function maybe_render(): void {
		$token = isset( $_GET[ self::QUERY_ARG ] ) ? sanitize_text_field( wp_unslash( $_GET[ self::QUERY_ARG ] ) ) : null; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the token is the credential; a GET changes nothing.
		if ( null === $token ) {
			return;
		}
		nocache_headers();
		header( 'Cache-Control: no-store' );
		header( 'Referrer-Policy: no-referrer' );
		header( 'X-Robots-Tag: noindex' );
		echo $this->html( $token ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in html().
		exit;
	}

	/**
	 * The page.
	 *
	 * @param string $token Token.
	 */
	public function html( string $token ): string {
		// '1': the token is in the fragment; anything else: a link with the token in the query.
		$token = '1' === $token ? '' : $token;
		$title = __( 'Deactivate saved search', 'immo-wizards' );
		$intro = __( 'You will no longer receive e-mails about new listings for this saved search. You can activate it again in the customer portal.', 'immo-wizards' );
		$done  = __( 'Your saved search has been deactivated.', 'immo-wizards' );
		$fail  = __( 'This link is invalid or has expired.', 'immo-wizards' );
		$route = rest_url( 'immo-wizards/v1/saved-searches/deactivate' );
		$data  = wp_json_encode(
			array(
				'done' => $done,
				'fail' => $fail,
			)
		);
		return '<!DOCTYPE html><html lang="' . esc_attr( str_replace( '_', '-', determine_locale() ) ) . '"><head>' . Key_Link::taker() . '<meta charset="UTF-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width,initial-scale=1"><title>' . esc_html( $title ) . '</title></head>'
			. '<body style="font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;line-height:1.5">'
			. '<h1 style="font-size:22px">' . esc_html( $title ) . '</h1><p id="immo-alert-off-text">' . esc_html( $intro ) . '</p>'
			. '<form id="immo-alert-off" method="post" action="' . esc_url( $route ) . '"><input type="hidden" name="k" value="' . esc_attr( $token ) . '">'
			. '<button type="submit" style="padding:12px 20px;background:#1565c0;color:#ffffff;border:0;border-radius:4px;font-size:15px">' . esc_html( $title ) . '</button></form>'
			. '<script>(function(){var f=document.getElementById("immo-alert-off"),t=document.getElementById("immo-alert-off-text"),m=' . $data . ';'
			. 'if(window.' . Key_Link::GLOBAL_NAME . '){f.elements.k.value=window.' . Key_Link::GLOBAL_NAME . ';}'
			. 'f.addEventListener("submit",function(e){e.preventDefault();fetch(f.action,{method:"POST",credentials:"omit",body:new FormData(f)})'
			. '.then(function(r){t.textContent=r.ok?m.done:m.fail;if(r.ok){f.remove();}}).catch(function(){t.textContent=m.fail;});});})();</script>'
			. '</body></html>';
	}
}
