<?php
/**
 * Outbound requests to URLs that others chose, pinned to the address that was checked.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Security;

defined( 'ABSPATH' ) || exit;

/**
 * Core's SSRF guard (wp_safe_remote_*) checks the host's address and then lets the HTTP library look
 * the host up again when it connects: a DNS answer that turns private in between (DNS rebinding)
 * passes. Here the host is resolved once, every address it has is checked (private, loopback,
 * link-local and reserved ranges are refused unless the site allows the host through core's
 * `http_request_host_is_external`; ports as core's `http_allowed_safe_ports`), and cURL connects to
 * exactly the checked address (CURLOPT_RESOLVE), so TLS still verifies the host name. Without PHP's
 * cURL the request is refused: the socket transport cannot pin an address and keep TLS checks.
 */
final class Pinned_Address {

	/**
	 * Resolves a host name to its addresses.
	 *
	 * @var callable(string):string[]
	 */
	private $resolve;

	/**
	 * Constructor.
	 *
	 * @param callable(string):string[]|null $resolve Host name → addresses (default: the system's DNS).
	 */
	public function __construct( ?callable $resolve = null ) {
		$this->resolve = $resolve ?? array( self::class, 'lookup' );
	}

	/**
	 * Sends a request to a URL when its host resolves to allowed addresses only, connected to the first.
	 *
	 * @param string              $url  http(s) URL.
	 * @param array<string,mixed> $args wp_remote_request() arguments.
	 * @return array<string,mixed>|\WP_Error Response or error.
	 */
	public function request( string $url, array $args ) {
		$target = $this->check( $url );
		if ( is_wp_error( $target ) ) {
			return $target;
		}
		if ( ! function_exists( 'curl_init' ) ) {
			return new \WP_Error( 'immo_wizards_no_curl', __( 'PHP\'s cURL extension is needed to send to this address safely.', 'immo-wizards' ) );
		}
		$pin       = $target['host'] . ':' . $target['port'] . ':' . ( str_contains( $target['ip'], ':' ) ? '[' . $target['ip'] . ']' : $target['ip'] );
		$transport = static function ( $request_url, $headers, $data, $type, &$options ): void {
			$options['transport'] = \WpOrg\Requests\Transport\Curl::class;
		};
		$resolve   = static function ( $handle ) use ( $pin ): void {
			curl_setopt( $handle, CURLOPT_RESOLVE, array( $pin ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_setopt
		};
		add_action( 'requests-requests.before_request', $transport, 10, 5 );
		add_action( 'http_api_curl', $resolve );
		try {
			return wp_remote_request( $url, array( 'reject_unsafe_urls' => false ) + $args );
		} finally {
			remove_action( 'requests-requests.before_request', $transport, 10 );
			remove_action( 'http_api_curl', $resolve );
		}
	}

	/**
	 * The URL's host, port and the address to connect to, or why it is refused.
	 *
	 * @param string $url URL.
	 * @return array{host:string,port:int,ip:string}|\WP_Error
	 */
	public function check( string $url ) {
		$parts  = wp_parse_url( $url );
		$scheme = strtolower( (string) ( $parts['scheme'] ?? '' ) );
		$host   = strtolower( trim( (string) ( $parts['host'] ?? '' ), '[]' ) );
		if ( ! in_array( $scheme, array( 'http', 'https' ), true ) || '' === $host || isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
			return self::refused();
		}
		$port = (int) ( $parts['port'] ?? ( 'https' === $scheme ? 443 : 80 ) );
		/** This filter is documented in wp-includes/http.php */
		$ports = (array) apply_filters( 'http_allowed_safe_ports', array( 80, 443, 8080 ), $host, $url ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound
		if ( ! in_array( $port, array_map( 'intval', $ports ), true ) ) {
			return self::refused();
		}
		$addresses = filter_var( $host, FILTER_VALIDATE_IP ) ? array( $host ) : ( $this->resolve )( $host );
		if ( ! $addresses ) {
			return self::refused();
		}
		/** This filter is documented in wp-includes/http.php */
		$allowed = (bool) apply_filters( 'http_request_host_is_external', false, $host, $url ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound
		foreach ( $addresses as $address ) {
			if ( ! $allowed && ! self::is_public( (string) $address ) ) {
				return self::refused();
			}
		}
		return array(
			'host' => $host,
			'port' => $port,
			'ip'   => (string) $addresses[0],
		);
	}

	/**
	 * Whether an address is a public one (not private, loopback, link-local, reserved, unspecified).
	 *
	 * @param string $address IPv4 or IPv6 address.
	 */
	public static function is_public( string $address ): bool {
		return false !== filter_var( $address, FILTER_VALIDATE_IP, FILTER_FLAG_NO_PRIV_RANGE | FILTER_FLAG_NO_RES_RANGE );
	}

	/**
	 * The system's answer for a host name: its IPv4 and IPv6 addresses.
	 *
	 * @param string $host Host name.
	 * @return string[]
	 */
	public static function lookup( string $host ): array {
		$v4 = gethostbynamel( $host );
		$v6 = array();
		if ( function_exists( 'dns_get_record' ) ) {
			$records = @dns_get_record( $host, DNS_AAAA ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- no answer is an empty list.
			$v6      = is_array( $records ) ? array_column( $records, 'ipv6' ) : array();
		}
		return array_values( array_merge( is_array( $v4 ) ? $v4 : array(), $v6 ) );
	}

	/**
	 * The one refusal (the same whatever was wrong, so answers do not map the network).
	 */
	private static function refused(): \WP_Error {
		return new \WP_Error( 'immo_wizards_unsafe_url', __( 'This address may not be called: it is not a public http(s) address on an allowed port.', 'immo-wizards' ) );
	}
}
