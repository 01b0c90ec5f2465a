<?php
/**
 * What every registered request type says about itself.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Submit;

use ImmoWizards\Plugin;
use ImmoWizards\Submit\Request_Type;
use ImmoWizards\Tests\Test_Case;

/**
 * The contract over Request_Types: route, body key, schema, label and rows.
 */
final class Request_Types_Test extends Test_Case {

	public function test_every_type_describes_itself(): void {
		$types  = Plugin::instance()->request_types();
		$routes = rest_get_server()->get_routes( 'immo-wizards/v1' );
		$this->assertSame( array( 'lead', 'saved_search', 'expose_inquiry', 'message', 'newsletter' ), $types->names() );
		foreach ( $types->names() as $name ) {
			$type = $types->get( $name );
			$this->assertInstanceOf( Request_Type::class, $type );
			$this->assertMatchesRegularExpression( '#^wizard/[a-z-]+$#', $type->route(), $name );
			$this->assertArrayHasKey( '/immo-wizards/v1/' . $type->route(), $routes, "$name has its route" );
			$key    = $type->body_key();
			$schema = $type->schema();
			$this->assertSame( null === $key ? array() : array( $key ), array_keys( $schema ), "$name: the schema describes its body key" );
			foreach ( $schema as $property ) {
				$this->assertArrayHasKey( 'type', $property, $name );
			}
			$this->assertNotSame( '', $type->label(), $name );
			$this->assertNotSame( $name, $type->label(), "$name has a label of its own" );
			// An empty payload (a request stored before its type had a part) still gives plain rows.
			foreach ( $type->rows( array() ) as $row ) {
				$this->assertSame( array( 0, 1 ), array_keys( $row ), $name );
				$this->assertIsString( $row[0] );
				$this->assertIsString( $row[1] );
			}
		}
	}

	public function test_types_sharing_a_route_are_chosen_by_the_body_type(): void {
		$args = rest_get_server()->get_routes( 'immo-wizards/v1' )['/immo-wizards/v1/wizard/contact'][0]['args'];
		$this->assertSame( array( 'message', 'newsletter' ), $args['type']['enum'] );
		$this->assertSame( 'message', $args['type']['default'] );
		$this->assertArrayNotHasKey( 'type', rest_get_server()->get_routes( 'immo-wizards/v1' )['/immo-wizards/v1/wizard/lead'][0]['args'] );
	}
}
