<?php
/**
 * Where a counter happened: page, embedding website, campaign.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Analytics;

use ImmoWizards\Settings\Embed_Settings;
use ImmoWizards\Settings\Settings;
use ImmoWizards\Submit\Request_Schema;

defined( 'ABSPATH' ) || exit;

/**
 * The browser reports the page's post id (0 on the embeddable pages), the origin of the website
 * that frames an embeddable page ('' elsewhere) and `utm_source` / `utm_campaign` of the page's
 * address as given (at most 64 characters). A value beyond the day's most frequent ones is kept as
 * OTHER (Funnel_Maintenance).
 */
final class Funnel_Source {

	/** Campaign values folded together ("andere" on the screen), as other analytics tools name it. */
	public const OTHER = '(other)';

	public const UTM_MAX = 64;

	/**
	 * Constructor.
	 *
	 * @param int    $post_id      Post of the page (0: none).
	 * @param string $origin       Origin of the website that framed the page ('' : none).
	 * @param string $utm_source   `utm_source` of the page's address.
	 * @param string $utm_campaign `utm_campaign` of the page's address.
	 */
	public function __construct(
		public readonly int $post_id = 0,
		public readonly string $origin = '',
		public readonly string $utm_source = '',
		public readonly string $utm_campaign = ''
	) {
	}

	/**
	 * The JSON schema of a source in a request body.
	 *
	 * @return array<string,mixed>
	 */
	public static function schema(): array {
		$utm = array(
			'type'      => 'string',
			'maxLength' => self::UTM_MAX,
			// No control characters (they could break the CSV and the screen's table).
			'pattern'   => '^[^\x00-\x1f\x7f]*$',
		);
		return array(
			'type'                 => 'object',
			'properties'           => array(
				'post'        => array(
					'type'    => 'integer',
					'minimum' => 0,
					'maximum' => Request_Schema::ID_MAX,
				),
				'origin'      => array(
					'type'      => 'string',
					'maxLength' => 200,
				),
				'utmSource'   => $utm,
				'utmCampaign' => $utm,
			),
			'additionalProperties' => false,
		);
	}

	/**
	 * The source a request body names, checked: the post must be public, the origin one the settings
	 * let embed the screens.
	 *
	 * @param mixed    $raw      The body's source (schema-checked).
	 * @param Settings $settings Settings (the embedding websites).
	 * @return Funnel_Source|null Null for a page or origin this site does not know.
	 */
	public static function from_request( $raw, Settings $settings ): ?Funnel_Source {
		$raw    = is_array( $raw ) ? $raw : array();
		$post   = (int) ( $raw['post'] ?? 0 );
		$origin = (string) ( $raw['origin'] ?? '' );
		if ( $post > 0 && ! self::is_public_post( $post ) ) {
			return null;
		}
		if ( '' !== $origin && ! in_array( $origin, Embed_Settings::origins( $settings ), true ) ) {
			return null;
		}
		return new self( $post, $origin, (string) ( $raw['utmSource'] ?? '' ), (string) ( $raw['utmCampaign'] ?? '' ) );
	}

	/**
	 * Whether a post is a page anyone may see (a draft's or a private page's id is not a source).
	 *
	 * @param int $post_id Post id.
	 */
	private static function is_public_post( int $post_id ): bool {
		$post = get_post( $post_id );
		return $post instanceof \WP_Post && 'publish' === $post->post_status && is_post_publicly_viewable( $post );
	}

	/**
	 * The same source with other campaign values.
	 *
	 * @param string|null $utm_source   New `utm_source` (null: kept).
	 * @param string|null $utm_campaign New `utm_campaign` (null: kept).
	 */
	public function with_utm( ?string $utm_source, ?string $utm_campaign ): Funnel_Source {
		return new self( $this->post_id, $this->origin, $utm_source ?? $this->utm_source, $utm_campaign ?? $this->utm_campaign );
	}

	/**
	 * Whether the source names a campaign value (kept as given).
	 */
	public function has_campaign(): bool {
		return ! in_array( $this->utm_source, array( '', self::OTHER ), true ) || ! in_array( $this->utm_campaign, array( '', self::OTHER ), true );
	}

	/**
	 * The source's key: a hash of the exact values.
	 */
	public function key(): string {
		return hash( 'sha256', (string) wp_json_encode( array( $this->post_id, $this->origin, $this->utm_source, $this->utm_campaign ) ) );
	}
}
