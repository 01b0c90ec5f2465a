<?php
/**
 * The route planner as src/route-planner/route-planner.tsx first renders it.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Blocks\Ssr;

defined( 'ABSPATH' ) || exit;

/**
 * "Your way to us" before the visitor decided on consent: the office's address, the map's place
 * saying it is disabled, and the link to the office on OpenStreetMap. Where consent is not asked by
 * this plugin's banner the map shows at once (or a consent tool decides in the browser): the client
 * renders it then.
 */
final class Route_Planner implements First_Step {

	private const BLOCK = 'wp-block-immo-wizards-route-planner';

	/**
	 * The planner, or null where the map would show.
	 *
	 * @param array<string, mixed> $config The route planner's config.
	 * @param Ids                  $ids    Its id scope (the planner has no ids).
	 */
	public function render( array $config, Ids $ids ): ?string {
		if ( ! Cookie_Banner::asks( $config ) ) {
			return null;
		}
		$office = self::office( $config );
		return Html::element(
			'div',
			array( 'class' => self::BLOCK . '__planner' ),
			Html::element( 'h2', array( 'class' => self::BLOCK . '__title' ), Html::text( __( 'Your way to us', 'immo-wizards' ) ) ),
			self::address( $office ),
			Feature_Disabled::render( self::BLOCK . '__disabled' ),
			Html::element(
				'a',
				array(
					'href'   => self::office_map_url( $office['lat'], $office['lng'] ),
					'class'  => self::BLOCK . '__office-link',
					'target' => '_blank',
					'rel'    => 'noopener noreferrer',
				),
				Html::text( __( 'Show our office on OpenStreetMap', 'immo-wizards' ) ),
				Html::element( 'span', array( 'class' => 'immo-wizards-visually-hidden' ), Html::text( __( '(opens in a new tab)', 'immo-wizards' ) ) )
			)
		);
	}

	/**
	 * The office as normaliseConfig() reads it: texts trimmed, the map's centre where a coordinate
	 * is missing.
	 *
	 * @param array<string, mixed> $config The route planner's config.
	 * @return array{name: string, street: string, number: string, zip: string, city: string, lat: float, lng: float}
	 */
	private static function office( array $config ): array {
		$office = (array) ( $config['office'] ?? array() );
		$center = (array) ( $config['map']['center'] ?? array( 0, 0 ) );
		$text   = static fn ( string $key ): string => is_string( $office[ $key ] ?? null ) ? trim( $office[ $key ] ) : '';
		$number = static fn ( string $key, $fallback ): float => is_int( $office[ $key ] ?? null ) || is_float( $office[ $key ] ?? null ) ? (float) $office[ $key ] : (float) $fallback;
		return array(
			'name'   => $text( 'name' ),
			'street' => $text( 'street' ),
			'number' => $text( 'number' ),
			'zip'    => $text( 'zip' ),
			'city'   => $text( 'city' ),
			'lat'    => $number( 'lat', $center[0] ?? 0 ),
			'lng'    => $number( 'lng', $center[1] ?? 0 ),
		);
	}

	/**
	 * The office's name and address lines (OfficeAddress, officeAddressLines).
	 *
	 * @param array{name: string, street: string, number: string, zip: string, city: string} $office The office.
	 */
	private static function address( array $office ): string {
		$lines = array_filter(
			array(
				trim( $office['street'] . ( '' !== $office['street'] && '' !== $office['number'] ? ' ' . $office['number'] : '' ) ),
				implode( ' ', array_filter( array( $office['zip'], $office['city'] ), 'strlen' ) ),
			),
			'strlen'
		);
		$parts = array_map(
			static fn ( string $line ): string => Html::element( 'span', array( 'class' => self::BLOCK . '__office-line' ), Html::text( $line ) ),
			$lines
		);
		if ( '' !== $office['name'] ) {
			array_unshift( $parts, Html::element( 'strong', array( 'class' => self::BLOCK . '__office-name' ), Html::text( $office['name'] ) ) );
		}
		return Html::element( 'address', array( 'class' => self::BLOCK . '__office' ), ...$parts );
	}

	/**
	 * The office on OpenStreetMap (officeMapUrl): six decimals, written as JavaScript writes numbers.
	 *
	 * @param float $lat Latitude.
	 * @param float $lng Longitude.
	 */
	private static function office_map_url( float $lat, float $lng ): string {
		$coordinate = static function ( float $value ): string {
			$text = rtrim( rtrim( sprintf( '%.6F', $value ), '0' ), '.' );
			return '-0' === $text ? '0' : $text;
		};
		$lat        = $coordinate( $lat );
		$lng        = $coordinate( $lng );
		return 'https://www.openstreetmap.org/?mlat=' . $lat . '&mlon=' . $lng . '#map=17/' . $lat . '/' . $lng;
	}
}
