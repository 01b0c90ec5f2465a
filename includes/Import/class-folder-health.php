<?php
/**
 * Site Health: whether the import folders can be read from the web.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Import;

defined( 'ABSPATH' ) || exit;

/**
 * The import and pickup folders hold the agency's exports (names, addresses, owners' data) until they
 * are imported; their .htaccess keeps Apache out, but nginx and others ignore it. The test puts a file
 * with random name and content into each folder, asks the site for it over HTTP and says so when the
 * web server hands it out, with the nginx rule that closes the folders.
 */
final class Folder_Health {

	public const TEST = 'immo_wizards_import_folders';

	/** Seconds the site has to answer. */
	private const TIMEOUT = 3;

	/**
	 * Adds the test.
	 */
	public function register(): void {
		add_filter( 'site_status_tests', array( $this, 'add_test' ) );
	}

	/**
	 * Filter callback of `site_status_tests`.
	 *
	 * @param mixed $tests Tests.
	 * @return mixed
	 */
	public function add_test( $tests ) {
		if ( is_array( $tests ) ) {
			$tests['direct'][ self::TEST ] = array(
				'label' => __( 'The import folders of Immo Wizards are private', 'immo-wizards' ),
				'test'  => array( $this, 'run' ),
			);
		}
		return $tests;
	}

	/**
	 * The test result.
	 *
	 * @return array<string, mixed>
	 */
	public function run(): array {
		$exposed = array_values( array_filter( Private_Folder::NAMES, array( self::class, 'readable_from_web' ) ) );
		$result  = array(
			'label'       => __( 'The import folders of Immo Wizards are private', 'immo-wizards' ),
			'status'      => 'good',
			'badge'       => array(
				'label' => __( 'Security', 'immo-wizards' ),
				'color' => 'blue',
			),
			'description' => '<p>' . esc_html__( 'The web server refuses files in the folders that keep OpenImmo exports until they are imported.', 'immo-wizards' ) . '</p>',
			'actions'     => '',
			'test'        => self::TEST,
		);
		if ( $exposed ) {
			$uploads                  = wp_upload_dir( null, false );
			$path                     = (string) wp_parse_url( (string) $uploads['baseurl'], PHP_URL_PATH );
			$result['status']         = 'critical';
			$result['label']          = __( 'The import folders of Immo Wizards can be read from the web', 'immo-wizards' );
			$result['badge']['color'] = 'red';
			$result['description']    = '<p>' . esc_html(
				sprintf(
					/* translators: %s: folder names */
					__( 'Your web server hands out files from %s: anyone who guesses a file name can download an export with personal data before it is imported. The folders\' .htaccess works with Apache only. On nginx, add this rule to the server block and reload nginx:', 'immo-wizards' ),
					implode( ', ', $exposed )
				)
			) . '</p><pre>' . esc_html( 'location ~* ^' . rtrim( $path, '/' ) . '/immo-wizards-(imports|pickup)/ { deny all; return 404; }' ) . '</pre>';
		}
		return $result;
	}

	/**
	 * Whether the web server hands out a file from the folder: a canary with random name and content,
	 * deleted again at once.
	 *
	 * @param string $name Folder name (Private_Folder::NAMES).
	 */
	public static function readable_from_web( string $name ): bool {
		$folder = Private_Folder::location( $name );
		$file   = 'canary-' . bin2hex( random_bytes( 12 ) ) . '.txt';
		$secret = bin2hex( random_bytes( 16 ) );
		if ( false === file_put_contents( $folder['dir'] . '/' . $file, $secret ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents
			return false;
		}
		try {
			$response = wp_remote_get(
				$folder['url'] . '/' . $file,
				array(
					'timeout'     => self::TIMEOUT,
					'redirection' => 0,
					// Core's filter for requests to the site itself (as its loopback test uses it).
					'sslverify'   => apply_filters( 'https_local_ssl_verify', false ), // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound
				)
			);
			return ! is_wp_error( $response ) && 200 === (int) wp_remote_retrieve_response_code( $response ) && str_contains( (string) wp_remote_retrieve_body( $response ), $secret );
		} finally {
			wp_delete_file( $folder['dir'] . '/' . $file );
		}
	}
}
