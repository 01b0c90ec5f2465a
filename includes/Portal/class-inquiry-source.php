<?php
/**
 * Remembers the page an exposé inquiry was sent from.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Portal;

use ImmoWizards\Storage\Request_Repository;
use ImmoWizards\Storage\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * The portal links an inquiry to the exposé it was about. Until listings have pages of their own that
 * is the page the form was on: the submit's referrer, kept only when it is a page of this site.
 */
final class Inquiry_Source {

	/** Payload entry holding the page URL. */
	public const KEY = 'sourceUrl';

	/**
	 * Constructor.
	 *
	 * @param Request_Repository $requests Requests.
	 */
	public function __construct( private Request_Repository $requests ) {
	}

	/**
	 * Hooks in after submits.
	 */
	public function register(): void {
		add_action( 'immo_wizards_request_submitted', array( $this, 'remember' ), 10, 2 );
	}

	/**
	 * Stores the referring page in a new inquiry's payload.
	 *
	 * @param int    $request_id Request id.
	 * @param string $type       Request type.
	 */
	public function remember( $request_id, $type ): void {
		$url = 'expose_inquiry' === $type ? self::page_url( (string) wp_get_raw_referer() ) : '';
		$row = '' !== $url ? $this->requests->find( (int) $request_id ) : null;
		if ( ! $row ) {
			return;
		}
		global $wpdb;
		$payload = Request_Repository::payload( $row ) + array( self::KEY => $url );
		$wpdb->update( Tables::name( 'requests' ), array( 'payload' => wp_json_encode( $payload ) ), array( 'id' => (int) $row->id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * An http(s) URL on this site's host, or ''.
	 *
	 * @param string $url Referrer.
	 */
	public static function page_url( string $url ): string {
		if ( '' === $url || strlen( $url ) > 2000 ) {
			return '';
		}
		$parts = wp_parse_url( $url );
		$home  = wp_parse_url( home_url() );
		if ( ! is_array( $parts ) || ! in_array( $parts['scheme'] ?? '', array( 'http', 'https' ), true )
			|| isset( $parts['user'] ) || isset( $parts['pass'] )
			|| strtolower( (string) ( $parts['host'] ?? '' ) ) !== strtolower( (string) ( $home['host'] ?? '' ) )
		) {
			return '';
		}
		return esc_url_raw( $url, array( 'http', 'https' ) );
	}
}
