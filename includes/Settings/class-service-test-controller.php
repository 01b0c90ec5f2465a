<?php
/**
 * POST /settings/test-service: "Test connection" on the settings screen.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Administrators only (`manage_options`): the server fetches the URL, so nobody else may name one.
 * Answers 200 with what the service said (see Service_Probe), also when it failed.
 */
final class Service_Test_Controller extends Settings_Controller {

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'settings/test-service';

	/**
	 * Which service and the URL to try.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	protected function request_args(): array {
		return array(
			'service' => array(
				'description' => __( 'Which service the URL is for.', 'immo-wizards' ),
				'type'        => 'string',
				'enum'        => Service_Probe::SERVICES,
				'required'    => true,
			),
			'url'     => array(
				'description' => __( 'The service URL (tiles: the URL template).', 'immo-wizards' ),
				'type'        => 'string',
				'maxLength'   => 2000,
				'required'    => true,
			),
		);
	}

	/**
	 * Probes the service.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string,mixed>
	 */
	protected function answer( \WP_REST_Request $request ): array {
		return Service_Probe::probe( (string) $request['service'], (string) $request['url'] );
	}

	/**
	 * The answer's schema.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'immo-wizards-service-test',
			'type'       => 'object',
			'properties' => array(
				'ok'          => array( 'type' => 'boolean' ),
				'status'      => array( 'type' => array( 'integer', 'null' ) ),
				'timeMs'      => array( 'type' => 'integer' ),
				'contentType' => array( 'type' => 'string' ),
				'error'       => array( 'type' => array( 'string', 'null' ) ),
			),
		);
	}
}
