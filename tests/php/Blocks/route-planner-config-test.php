<?php
/**
 * The route planner without and with a routing service.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Blocks;

use ImmoWizards\Settings\Settings;
use ImmoWizards\Tests\Fake_Osrm;
use ImmoWizards\Tests\Test_Case;

/**
 * Out of the box there is no routing service (the public OSRM demo forbids production use): the
 * config says so, the front end then offers no route search, and GET /route answers 503 without
 * asking anyone.
 */
final class Route_Planner_Config_Test extends Test_Case {

	/**
	 * The route planner's config as rendered by $markup.
	 *
	 * @param string $html Rendered block or shortcode.
	 * @return array<string, mixed>
	 */
	private function config_of( string $html ): array {
		$this->assertSame( 1, preg_match( '/data-immo-wizards-config="([^"]*)"/', $html, $m ), $html );
		return json_decode( html_entity_decode( $m[1], ENT_QUOTES ), true );
	}

	public function test_route_search_is_off_until_a_routing_service_is_set(): void {
		delete_option( Settings::OPTION );
		foreach ( array( do_blocks( '<!-- wp:immo-wizards/route-planner /-->' ), do_shortcode( '[immo_route_planner]' ) ) as $html ) {
			$config = $this->config_of( $html );
			$this->assertSame( array( 'enabled' => false ), $config['routing'] );
			$this->assertSame( 'Dresden', $config['office']['city'], 'the office is still shown' );
		}
		Settings::instance()->update( array( 'routing_url' => 'https://osrm.agency.example' ) );
		$this->assertSame( array( 'enabled' => true ), $this->config_of( do_shortcode( '[immo_route_planner]' ) )['routing'] );
	}

	public function test_the_editor_gets_the_flag_for_its_hint(): void {
		delete_option( Settings::OPTION );
		( new \ImmoWizards\Blocks\Blocks( \ImmoWizards\Plugin::instance()->screens() ) )->print_editor_configs();
		$script = implode( "\n", (array) wp_scripts()->get_data( 'immo-wizards-route-planner-editor', 'before' ) );
		$this->assertStringContainsString( 'window.immoWizardsEditor["route-planner"]', $script );
		$this->assertStringContainsString( '"routing":{"enabled":false}', $script );
	}

	public function test_route_answers_503_without_a_routing_service(): void {
		delete_option( Settings::OPTION );
		$before   = count( Fake_Osrm::requests() );
		$response = $this->rest( 'GET', '/route', null, Fake_Osrm::start_point() );
		$this->assertSame( 503, $response->get_status() );
		$this->assertSame(
			array(
				'code'    => 'immo_wizards_routing_disabled',
				'message' => 'Route planning is not set up on this site.',
				'data'    => array( 'status' => 503 ),
			),
			$this->json( $response )
		);
		$this->assertCount( 0, array_slice( Fake_Osrm::requests(), $before ) );
		$this->assertSame( 400, $this->rest( 'GET', '/route', null, array( 'lat' => 'abc' ) )->get_status(), 'bad input is still a 400' );
	}
}
