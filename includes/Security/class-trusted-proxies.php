<?php
/**
 * The reverse proxies (CDN, load balancer) whose forwarding header is believed.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Security;

defined( 'ABSPATH' ) || exit;

/**
 * A list of IPv4/IPv6 addresses and CIDR ranges. Behind a trusted proxy the client is the right-most
 * address of the forwarding chain that is not itself a trusted proxy: every hop appends the address it
 * received the request from, so everything left of that point was written by the client and may be
 * forged.
 */
final class Trusted_Proxies {

	/** Most ranges accepted in the setting (it is read on every rate-limited request). */
	public const MAX_RANGES = 100;

	/** Most chain entries looked at (a client can make the header as long as it likes). */
	private const MAX_HOPS = 20;

	/**
	 * Parsed ranges: packed network address and prefix length.
	 *
	 * @var array<int, array{0:string,1:int}>
	 */
	private array $ranges = array();

	/**
	 * Constructor.
	 *
	 * @param string[] $ranges Ranges as normalize() keeps them; invalid ones are skipped.
	 */
	public function __construct( array $ranges ) {
		foreach ( $ranges as $range ) {
			$parsed = self::parse( (string) $range );
			if ( null !== $parsed ) {
				$this->ranges[] = $parsed;
			}
		}
	}

	/**
	 * Whether no proxy is configured.
	 */
	public function is_empty(): bool {
		return ! $this->ranges;
	}

	/**
	 * Whether an address lies in one of the ranges.
	 *
	 * @param string $ip IP address.
	 */
	public function contains( string $ip ): bool {
		$packed = self::pack( $ip );
		if ( null === $packed ) {
			return false;
		}
		foreach ( $this->ranges as [ $network, $bits ] ) {
			if ( strlen( $network ) === strlen( $packed ) && self::prefix( $packed, $bits ) === $network ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The client's address: $remote unless it is a trusted proxy; then the right-most address of the
	 * forwarding chain that is not a trusted proxy (or the left-most when all are, or where the chain
	 * turns unreadable the last address that could be read).
	 *
	 * @param string $remote    REMOTE_ADDR.
	 * @param string $forwarded Value of the forwarding header ('' when absent).
	 */
	public function client( string $remote, string $forwarded ): string {
		if ( ! $this->contains( $remote ) || '' === trim( $forwarded ) ) {
			return $remote;
		}
		$client = $remote;
		$hops   = array_slice( array_reverse( explode( ',', $forwarded ) ), 0, self::MAX_HOPS );
		foreach ( $hops as $hop ) {
			$ip = self::address( $hop );
			if ( null === $ip ) {
				break;
			}
			$client = $ip;
			if ( ! $this->contains( $ip ) ) {
				break;
			}
		}
		return $client;
	}

	/**
	 * The setting's normalised text ("203.0.113.0/24, 2001:db8::/32"), or null when an entry is not an
	 * address or range. Entries may be separated by commas, spaces or line breaks.
	 *
	 * @param string $input Admin input.
	 */
	public static function normalize( string $input ): ?string {
		$entries = self::split( $input );
		if ( count( $entries ) > self::MAX_RANGES ) {
			return null;
		}
		$clean = array();
		foreach ( $entries as $entry ) {
			$parsed = self::parse( $entry );
			if ( null === $parsed ) {
				return null;
			}
			$clean[] = inet_ntop( $parsed[0] ) . '/' . $parsed[1];
		}
		return implode( ', ', array_unique( $clean ) );
	}

	/**
	 * The entries of a setting text.
	 *
	 * @param string $text Setting text.
	 * @return string[]
	 */
	public static function split( string $text ): array {
		$ranges = preg_split( '/[\s,;]+/', trim( $text ), -1, PREG_SPLIT_NO_EMPTY );
		return is_array( $ranges ) ? $ranges : array();
	}

	/**
	 * A range "address[/bits]" as packed network address (host bits cleared) and prefix length.
	 *
	 * @param string $range Range.
	 * @return array{0:string,1:int}|null
	 */
	private static function parse( string $range ): ?array {
		$parts  = explode( '/', trim( $range ), 2 );
		$packed = self::pack( $parts[0] );
		if ( null === $packed ) {
			return null;
		}
		$max  = strlen( $packed ) * 8;
		$bits = $max;
		if ( isset( $parts[1] ) ) {
			if ( 1 !== preg_match( '/^\d{1,3}$/D', $parts[1] ) || (int) $parts[1] > $max ) {
				return null;
			}
			$bits = (int) $parts[1];
		}
		return array( self::prefix( $packed, $bits ), $bits );
	}

	/**
	 * An address as 4 or 16 bytes; IPv4-mapped IPv6 addresses (::ffff:a.b.c.d) as their IPv4 address.
	 *
	 * @param string $ip Address.
	 */
	private static function pack( string $ip ): ?string {
		if ( false === filter_var( $ip, FILTER_VALIDATE_IP ) ) {
			return null;
		}
		$packed = inet_pton( $ip );
		if ( false === $packed ) {
			return null;
		}
		if ( 16 === strlen( $packed ) && str_starts_with( $packed, str_repeat( "\0", 10 ) . "\xff\xff" ) ) {
			return substr( $packed, 12 );
		}
		return $packed;
	}

	/**
	 * The first $bits bits of a packed address, the rest zero.
	 *
	 * @param string $packed Packed address.
	 * @param int    $bits   Prefix length.
	 */
	private static function prefix( string $packed, int $bits ): string {
		$bytes = intdiv( $bits, 8 );
		$out   = substr( $packed, 0, $bytes );
		if ( $bytes < strlen( $packed ) ) {
			$out .= chr( ord( $packed[ $bytes ] ) & ( 0xff << ( 8 - $bits % 8 ) ) & 0xff );
			$out .= str_repeat( "\0", strlen( $packed ) - $bytes - 1 );
		}
		return $out;
	}

	/**
	 * One hop of the chain as a plain address: without brackets and port ("[2001:db8::1]:443",
	 * "203.0.113.5:8080"), or null when it is none.
	 *
	 * @param string $hop Chain entry.
	 */
	private static function address( string $hop ): ?string {
		$hop = trim( $hop, " \t\"" );
		if ( 1 === preg_match( '/^\[([0-9a-fA-F:.]+)\](?::\d+)?$/D', $hop, $m ) ) {
			$hop = $m[1];
		} elseif ( 1 === preg_match( '/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/D', $hop, $m ) ) {
			$hop = $m[1];
		}
		return false !== filter_var( $hop, FILTER_VALIDATE_IP ) ? $hop : null;
	}
}
