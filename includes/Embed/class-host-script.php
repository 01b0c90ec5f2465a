<?php
/**
 * `{base}/embed.js`: the host script other websites load.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Embed;

defined( 'ABSPATH' ) || exit;

/**
 * Serves the built host script (`build/embed/host.js`, from `src/embed/host.ts`) under the base path,
 * so its URL is as stable as the pages' and its origin is the pages' origin (the script accepts
 * messages only from there). Cached for an hour and revalidated by ETag and Last-Modified of the
 * built file, so a new build reaches host pages within the hour.
 */
final class Host_Script {

	public const FILE = 'build/embed/host.js';

	/**
	 * Constructor.
	 *
	 * @param string $file The built file (absolute path).
	 */
	public function __construct( private string $file = IMMO_WIZARDS_DIR . self::FILE ) {
	}

	/**
	 * Sends status and headers and answers the body ('' for 304).
	 *
	 * @param Header_Sender         $sender  Sender.
	 * @param array<string, string> $request Request headers: `if-none-match`, `if-modified-since`.
	 */
	public function respond( Header_Sender $sender, array $request ): string {
		$sender->header( 'X-Content-Type-Options', 'nosniff' );
		$body = is_readable( $this->file ) ? file_get_contents( $this->file ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		if ( false === $body ) {
			$sender->status( 503 );
			$sender->header( 'Content-Type', 'text/plain; charset=utf-8' );
			$sender->header( 'Cache-Control', 'no-store' );
			$sender->header( 'Retry-After', '300' );
			// For the site's developers, like the plugin's other reports of a missing build (not translated).
			return 'Immo Wizards: the embed script is not built (' . self::FILE . ' is missing). Build the plugin (npm run build) or install a complete package.';
		}
		$etag     = '"' . substr( hash( 'sha256', $body ), 0, 32 ) . '"';
		$modified = (int) filemtime( $this->file );
		$sender->header( 'Content-Type', 'text/javascript; charset=utf-8' );
		$sender->header( 'Cache-Control', 'public, max-age=3600' );
		$sender->header( 'ETag', $etag );
		$sender->header( 'Last-Modified', gmdate( 'D, d M Y H:i:s', $modified ) . ' GMT' );
		if ( self::not_modified( $request, $etag, $modified ) ) {
			$sender->status( 304 );
			return '';
		}
		$sender->status( 200 );
		return $body;
	}

	/**
	 * Whether the client's copy is current (If-None-Match wins over If-Modified-Since, RFC 9110).
	 *
	 * @param array<string, string> $request  Request headers.
	 * @param string                $etag     Current ETag.
	 * @param int                   $modified Current modification time.
	 */
	private static function not_modified( array $request, string $etag, int $modified ): bool {
		$match = trim( (string) ( $request['if-none-match'] ?? '' ) );
		if ( '' !== $match ) {
			return '*' === $match || in_array( $etag, array_map( static fn ( $tag ) => preg_replace( '#^W/#', '', trim( $tag ) ), explode( ',', $match ) ), true );
		}
		$since = strtotime( (string) ( $request['if-modified-since'] ?? '' ) );
		return false !== $since && $since >= $modified;
	}
}
