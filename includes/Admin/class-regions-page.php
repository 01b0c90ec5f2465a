<?php
/**
 * Immo Wizards → Regionen.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Admin;

use ImmoWizards\Blocks\Shared_Config;
use ImmoWizards\Regions\Geojson_Upload;
use ImmoWizards\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The regions editor (`src/admin/regions/`), with the map settings (tiles as the wizards use them)
 * in `data-config`. The app talks to the regions REST routes.
 */
final class Regions_Page extends App_Page {

	/** Build entry of the app (`build/regions/view.js`). */
	public const SCREEN = 'regions';

	public const SLUG = 'immo-wizards-regions';

	/**
	 * {@inheritDoc}
	 */
	protected function title(): string {
		return __( 'Regions', 'immo-wizards' );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function menu_title(): string {
		return __( 'Regions', 'immo-wizards' );
	}

	/**
	 * The map settings and the upload limit.
	 */
	protected function data(): array {
		return array(
			'config' => (string) wp_json_encode(
				array(
					'map'            => Shared_Config::build( Settings::instance() )['map'],
					'maxUploadBytes' => min( Geojson_Upload::MAX_BYTES, (int) wp_max_upload_size() ),
				)
			),
		);
	}
}
