<?php
/**
 * The webhook endpoints (option `immo_wizards_webhooks`).
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Webhooks;

defined( 'ABSPATH' ) || exit;

/**
 * A list of at most ten endpoints `{ id, url, secret, events, active }`, registered with a schema so
 * `/wp/v2/settings` reads and writes it (administrators only). The schema refuses bad input with a 400;
 * the sanitizer normalises whatever else writes the option. A secret is generated when an endpoint
 * gets none and is shown once, in the answer of the write that made it: every later read masks it
 * (`secret` empty, `secretHint` its last four characters), and a write that leaves `secret` empty
 * keeps the stored one.
 */
final class Webhook_Settings {

	public const OPTION = 'immo_wizards_webhooks';

	public const EVENTS = array( 'request.created', 'request.confirmed', 'saved_search.updated', 'contact.deleted' );

	public const MAX_ENDPOINTS = 10;

	public const MAX_URL = 2000;

	/** Random bytes of a generated secret (hex encoded: twice as many characters). */
	private const SECRET_BYTES = 32;

	/**
	 * Ids of the endpoints whose secret this request generated (their secret is shown once).
	 *
	 * @var array<string, true>
	 */
	private static array $fresh = array();

	/**
	 * Registers the setting and the masking of secrets in REST reads.
	 */
	public static function register(): void {
		register_setting(
			'immo_wizards',
			self::OPTION,
			array(
				'type'              => 'array',
				'description'       => __( 'Webhook endpoints.', 'immo-wizards' ),
				'default'           => array(),
				'sanitize_callback' => array( self::class, 'sanitize' ),
				'show_in_rest'      => array( 'schema' => self::schema() ),
			)
		);
		add_filter( 'rest_pre_get_setting', array( self::class, 'masked_for_rest' ), 10, 2 );
	}

	/**
	 * The setting's schema.
	 *
	 * @return array<string,mixed>
	 */
	public static function schema(): array {
		return array(
			'type'     => 'array',
			'maxItems' => self::MAX_ENDPOINTS,
			'default'  => array(),
			'items'    => array(
				'type'                 => 'object',
				'additionalProperties' => false,
				'properties'           => array(
					'id'         => array(
						'type'    => 'string',
						'pattern' => '^([0-9a-f]{12})?$',
					),
					'url'        => array(
						'type'      => 'string',
						'required'  => true,
						'minLength' => 10,
						'maxLength' => self::MAX_URL,
						// https only, http where allows_url() lets it (JSON Schema patterns are case sensitive).
						'pattern'   => '^[Hh][Tt][Tt][Pp]' . ( self::allows_url( 'http://example.com' ) ? '[Ss]?' : '[Ss]' ) . '://[^\s/?#@]+([/?#][^\s]*)?$',
					),
					'secret'     => array(
						'type'    => 'string',
						'pattern' => '^([\x21-\x7e]{32,200})?$',
					),
					'secretHint' => array(
						'type'      => 'string',
						'maxLength' => 4,
					),
					'regenerate' => array( 'type' => 'boolean' ),
					'events'     => array(
						'type'        => 'array',
						'uniqueItems' => true,
						'items'       => array(
							'type' => 'string',
							'enum' => self::EVENTS,
						),
					),
					'active'     => array( 'type' => 'boolean' ),
				),
			),
		);
	}

	/**
	 * The stored endpoints.
	 *
	 * @return array<int, array{id:string,url:string,secret:string,events:string[],active:bool}>
	 */
	public static function endpoints(): array {
		$value = get_option( self::OPTION, array() );
		return is_array( $value ) ? array_values( array_filter( $value, 'is_array' ) ) : array();
	}

	/**
	 * One stored endpoint by id.
	 *
	 * @param string $id Endpoint id.
	 * @return array{id:string,url:string,secret:string,events:string[],active:bool}|null
	 */
	public static function endpoint( string $id ): ?array {
		foreach ( self::endpoints() as $endpoint ) {
			if ( ( $endpoint['id'] ?? null ) === $id ) {
				return $endpoint;
			}
		}
		return null;
	}

	/**
	 * The active endpoints subscribed to an event.
	 *
	 * @param string $event Event name.
	 * @return array<int, array{id:string,url:string,secret:string,events:string[],active:bool}>
	 */
	public static function subscribers( string $event ): array {
		return array_values( array_filter( self::endpoints(), static fn ( $e ) => ! empty( $e['active'] ) && in_array( $event, (array) ( $e['events'] ?? array() ), true ) ) );
	}

	/**
	 * Whether a URL may be stored: https (see allows_url()) with a host, no credentials, not too long. (Whether
	 * it points to a private address is decided when sending: DNS answers change.)
	 *
	 * @param mixed $url URL.
	 */
	public static function valid_url( $url ): bool {
		if ( ! is_string( $url ) || '' === $url || strlen( $url ) > self::MAX_URL || preg_match( '/\s/', $url ) ) {
			return false;
		}
		$parts = wp_parse_url( $url );
		return is_array( $parts ) && self::allows_url( $url )
			&& '' !== (string) ( $parts['host'] ?? '' ) && ! isset( $parts['user'] ) && ! isset( $parts['pass'] );
	}

	/**
	 * Whether a URL's scheme may receive webhooks: https; http only where the site allows it for
	 * development (the payloads carry personal data and are signed, not encrypted).
	 *
	 * @param string $url URL.
	 */
	public static function allows_url( string $url ): bool {
		$scheme = strtolower( (string) wp_parse_url( $url, PHP_URL_SCHEME ) );
		/**
		 * Filters whether webhook endpoints may use plain http (development only).
		 *
		 * @param bool $allow Default false.
		 */
		return 'https' === $scheme || ( 'http' === $scheme && (bool) apply_filters( 'immo_wizards_webhooks_allow_http', false ) );
	}

	/**
	 * Normalises a written value: invalid endpoints are dropped, known ones keep their secret unless a
	 * new one is given or asked for, new ones get an id and a secret.
	 *
	 * @param mixed $value Written value.
	 * @return array<int, array{id:string,url:string,secret:string,events:string[],active:bool}>
	 */
	public static function sanitize( $value ): array {
		$stored = array();
		foreach ( self::endpoints() as $endpoint ) {
			$stored[ (string) ( $endpoint['id'] ?? '' ) ] = $endpoint;
		}
		$clean = array();
		foreach ( is_array( $value ) ? $value : array() as $entry ) {
			if ( ! is_array( $entry ) || ! self::valid_url( $entry['url'] ?? null ) || count( $clean ) >= self::MAX_ENDPOINTS ) {
				continue;
			}
			// A well-formed id is kept even when not stored yet: add_option() sanitises a second time.
			$id      = is_string( $entry['id'] ?? null ) && 1 === preg_match( '/^[0-9a-f]{12}$/', $entry['id'] ) && ! in_array( $entry['id'], array_column( $clean, 'id' ), true ) ? $entry['id'] : bin2hex( random_bytes( 6 ) );
			$given   = is_string( $entry['secret'] ?? null ) && 1 === preg_match( '/^[\x21-\x7e]{32,200}$/', $entry['secret'] ) ? $entry['secret'] : '';
			$secret  = empty( $entry['regenerate'] ) ? ( '' !== $given ? $given : (string) ( $stored[ $id ]['secret'] ?? '' ) ) : '';
			$clean[] = array(
				'id'     => $id,
				'url'    => $entry['url'],
				'secret' => '' !== $secret ? $secret : self::new_secret( $id ),
				'events' => array_values( array_intersect( self::EVENTS, (array) ( $entry['events'] ?? array() ) ) ),
				'active' => ! isset( $entry['active'] ) || (bool) $entry['active'],
			);
		}
		return $clean;
	}

	/**
	 * `rest_pre_get_setting`: the endpoints with their secrets masked (except those made just now).
	 *
	 * @param mixed  $result Value so far (null: not short-circuited).
	 * @param string $name   Setting name.
	 * @return mixed
	 */
	public static function masked_for_rest( $result, $name ) {
		if ( self::OPTION !== $name || null !== $result ) {
			return $result;
		}
		$fresh       = self::$fresh;
		self::$fresh = array(); // Shown once: in the answer of the write that made it.
		return array_map(
			static fn ( array $e ) => array(
				'id'         => (string) $e['id'],
				'url'        => (string) $e['url'],
				'secret'     => isset( $fresh[ $e['id'] ] ) ? (string) $e['secret'] : '',
				'secretHint' => substr( (string) $e['secret'], -4 ),
				'events'     => array_values( (array) $e['events'] ),
				'active'     => (bool) $e['active'],
			),
			self::endpoints()
		);
	}

	/**
	 * A new random secret, remembered as fresh for this request.
	 *
	 * @param string $id Endpoint id.
	 */
	private static function new_secret( string $id ): string {
		self::$fresh[ $id ] = true;
		return bin2hex( random_bytes( self::SECRET_BYTES ) );
	}
}
