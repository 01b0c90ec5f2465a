<?php
/**
 * Requests to the standalone pages, through the router's own method.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests;

use ImmoWizards\Embed\Host_Script;
use ImmoWizards\Embed\Standalone_Document;
use ImmoWizards\Embed\Standalone_Router;
use ImmoWizards\Plugin;

/**
 * A router as the plugin wires it, with a recording header sender; each request gets a fresh one.
 */
trait Standalone_Requests {

	/**
	 * What the last request sent.
	 *
	 * @var Recording_Sender
	 */
	protected Recording_Sender $sender;

	/**
	 * Answers a request path as the router does (null: not a path under the base).
	 *
	 * @param string               $uri         Request URI.
	 * @param array<string, mixed> $query       Query parameters.
	 * @param string|null          $script_file The built host script (default: the plugin's).
	 * @param array<string,string> $request     Conditional request headers.
	 */
	protected function request( string $uri, array $query = array(), ?string $script_file = null, array $request = array() ): ?string {
		// One document per request in real life: scripts and styles printed before count as not printed.
		wp_scripts()->done = array();
		wp_styles()->done  = array();
		$this->sender      = new Recording_Sender();
		$router            = new Standalone_Router(
			Plugin::instance()->settings(),
			new Standalone_Document( Plugin::instance()->screens() ),
			null === $script_file ? new Host_Script() : new Host_Script( $script_file ),
			$this->sender
		);
		return $router->respond( $uri, $query, $request );
	}

	/**
	 * The decoded config of the page's container.
	 *
	 * @param string $html   Page.
	 * @param string $screen Screen slug.
	 * @return array<string, mixed>
	 */
	protected function config_in( string $html, string $screen ): array {
		$this->assertSame( 1, preg_match( '/<div class="wp-block-immo-wizards-' . $screen . '" data-immo-wizards-config="([^"]*)"/', $html, $m ), $screen );
		return (array) json_decode( html_entity_decode( $m[1], ENT_QUOTES ), true );
	}

	/**
	 * The page data (`window.immoWizardsServer`) the page's script sets last.
	 *
	 * @param string $html Page.
	 * @return array<string, mixed>
	 */
	protected function page_data_in( string $html ): array {
		$this->assertGreaterThan( 0, preg_match_all( '/window\.immoWizardsServer=(\{.*?\});/', $html, $m ) );
		return (array) json_decode( end( $m[1] ), true );
	}
}
